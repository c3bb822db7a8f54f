import { expect, test } from 'vitest';
import { isHybridModel, listModelVariants, modelStatusBadge } from '#shared/models/model-badges.ts';
import { formOfPost, MODEL_ENQUIRY, MODEL_TEST_DRIVE } from '#shared/models/model-forms.ts';
import { modelLeadPreset, modelManufacturerSlug } from '#shared/models/model-lead.ts';
import { modelFullName } from '#shared/models/model-name.ts';
import { modelRangeHeading } from '#shared/models/model-range-heading.ts';
import { leadEventId } from '#shared/leads/lead-category.ts';

// product rule 2.12 Model.status: truthy means new; an 'ALL-NEW' prefix shows the all-new badge.
test.each([
  [undefined, undefined],
  ['', undefined],
  ['  ', undefined],
  ['NEW', 'NEW'],
  ['New model year', 'NEW'],
  ['ALL-NEW', 'ALL-NEW'],
  ['ALL-NEW CX-90', 'ALL-NEW'],
  ['all-new', 'ALL-NEW'],
])('status %o shows %o', (status, label) => {
  expect(modelStatusBadge(status === undefined ? {} : { status })?.label).toBe(label);
});

test.each([
  ['Hybrid', true],
  ['hybrid', true],
  ['Diesel', false],
  [undefined, false],
])('product rule 2.12: fuel %o shows the hybrid tag: %s', (fuel, expected) => {
  expect(isHybridModel(fuel === undefined ? {} : { fuel })).toBe(expected);
});

test('variants are the tenant’s comma-separated list', () => {
  expect(listModelVariants({ variant: 'G20 Pure, G20 Evolve,, G25 GT ' })).toEqual([
    'G20 Pure',
    'G20 Evolve',
    'G25 GT',
  ]);
  expect(listModelVariants({})).toEqual([]);
});

test.each([
  [{ name: 'CX-5', manufacturer_name: 'Mazda' }, 'Mazda CX-5'],
  [{ name: 'Mazda3', manufacturer_name: 'Mazda' }, 'Mazda3'],
  [{ name: 'Canter', manufacturer_name: 'Fuso' }, 'Fuso Canter'],
])('titles name the make once: %o', (model, expected) => {
  expect(modelFullName(model)).toBe(expected);
});

test('the range is the site manufacturer’s', () => {
  const dealership = (manufacturer?: string) => ({ dealership: { manufacturer } }) as never;
  expect(modelRangeHeading(dealership('Mazda'))).toBe('Mazda range');
  expect(modelRangeHeading(dealership('Fuso'), 'Light Duty')).toBe('Fuso Light Duty range');
  expect(modelRangeHeading(dealership())).toBe('Our range');
});

test('product rule 3.4: a model lead carries the model, a new car, its manufacturer and the model id', () => {
  const model = { id: 4008, name: 'CX-90', manufacturer_name: 'Mazda' };
  const manufacturers = [{ id: 15, name: 'Mazda', slug: 'mazda' }];
  expect(modelLeadPreset(model, { manufacturers })).toEqual({
    car_type: 'new',
    'Vehicle Make': 'Mazda',
    'Vehicle Model': 'CX-90',
    manufacturer_slug: 'mazda',
    page_id: '4008',
  });
  expect(modelManufacturerSlug({ manufacturer_name: 'Mercedes-Benz' }, [])).toBe('mercedes-benz');
});

test('product rule 9.2: the model forms fire the new-car events, 14 and 17', () => {
  const event = (kind: 'model-enquiry' | 'test-drive', category: string) =>
    leadEventId(kind, { category, car_type: 'new' });
  expect(event(MODEL_ENQUIRY.kind, 'Vehicle Enquiry')).toBe(14);
  expect(event(MODEL_TEST_DRIVE.kind, 'Test Drive')).toBe(17);
});

test("a failed plain post's answer goes back to the form that sent it", () => {
  expect(formOfPost({ subcategory: 'Enquire', name: 'x' })).toBe(MODEL_ENQUIRY);
  expect(formOfPost({ dateTime: '2026-01-01T10:00' })).toBe(MODEL_TEST_DRIVE);
});
