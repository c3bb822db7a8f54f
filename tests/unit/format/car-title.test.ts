import { expect, test } from 'vitest';
import { carTitle } from '#shared/format/car-format.ts';

// product rule 9.13: a title names each part once.
test.each([
  [2020, 'Hyundai', 'Tucson', 'Tucson', '2020 Hyundai Tucson'],
  [2022, 'Hyundai', 'Kona', 'Kona', '2022 Hyundai Kona'],
  [2022, 'Hyundai', 'Kona', 'kona', '2022 Hyundai Kona'],
  [2023, 'Hyundai', 'Tucson', 'Tucson Elite', '2023 Hyundai Tucson Elite'],
  [2023, 'Hyundai', 'Tucson', 'Hyundai Tucson Highlander', '2023 Hyundai Tucson Highlander'],
  [2026, 'Mazda', 'Mazda3', 'G25 GT', '2026 Mazda3 G25 GT'],
  [2026, 'Mazda', 'Mazda3', 'Mazda3 G25 GT', '2026 Mazda3 G25 GT'],
  [2021, 'Mazda', 'Mazda MX-5', 'Roadster', '2021 Mazda MX-5 Roadster'],
  [2023, 'Mazda', 'CX-5', 'Maxx Sport', '2023 Mazda CX-5 Maxx Sport'],
  // Words that merely begin like the model or make are not repeats.
  [2024, 'Ram', 'Rampage', 'Laramie', '2024 Ram Rampage Laramie'],
  [2022, 'Kia', 'Carnival', 'Carnivale Pack', '2022 Kia Carnival Carnivale Pack'],
  [2021, 'Toyota', 'Corolla', 'Ascent Sport', '2021 Toyota Corolla Ascent Sport'],
  [2019, 'Fuso', 'Canter', '', '2019 Fuso Canter'],
  [0, 'Jayco', 'Journey', 'Outback', 'Jayco Journey Outback'],
  [null, 'Toyota', 'HiLux', null, 'Toyota HiLux'],
])('%s %s %s %s reads %s', (year, make, model, badge, title) => {
  expect(carTitle({ year, make, model, badge })).toBe(title);
});
