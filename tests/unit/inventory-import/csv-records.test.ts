import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '#server/inventory/import/csv-records.ts';
import { validateFeed } from '#server/inventory/import/validate-feed.ts';
import { NOW, tenant } from './support.ts';

const HEADER = 'id,stocknum,year,make,model,price,price_type,car_type,status,km,location_id';

function records(text: string) {
  const result = readCsvRecords(text);
  if ('problem' in result) throw new Error(`unexpected problem: ${result.problem.message}`);
  return result.records;
}

function problemsOf(text: string) {
  return validateFeed(records(text), {
    tenant: tenant('bayside-mazda'),
    previousCreatedAt: new Map(),
    now: NOW,
  }).problems;
}

describe('readCsvRecords: cells', () => {
  it('converts each cell by its field type', () => {
    const text = [
      `${HEADER},seats,features,certified,sold,reserved,finance_lenders,vin`,
      '900001,BM100,2021,Mazda,CX-5, 32990.50 ,Drive Away,used,in_stock,41250,4101,5,' +
        'Sunroof | Tow bar||Bluetooth,yes,No,N,' +
        '"[{""name"":""AusLoans"",""annual_rate"":6.5,""comparison_rate"":7.1}]",0123',
    ].join('\n');
    expect(records(text)).toEqual([
      {
        line: 2,
        row: 1,
        value: {
          id: 900001,
          stocknum: 'BM100',
          year: 2021,
          make: 'Mazda',
          model: 'CX-5',
          price: 32990.5,
          price_type: 'Drive Away',
          car_type: 'used',
          status: 'in_stock',
          km: 41250,
          location_id: 4101,
          seats: 5,
          features: ['Sunroof', 'Tow bar', 'Bluetooth'],
          certified: true,
          sold: false,
          reserved: false,
          finance_lenders: [{ name: 'AusLoans', annual_rate: 6.5, comparison_rate: 7.1 }],
          vin: '0123',
        },
      },
    ]);
  });

  it('treats an empty cell as not given, and reads JSON objects and true/false/1/0/y words', () => {
    const text = [
      'id,badge,series,seats,certified,sold,reserved,location',
      '1,,  ,,TRUE,1,0,"{""id"":4101,""distribution_locations"":[4101]}"',
      '2,GT,KF,7,y,false,Yes,',
    ].join('\n');
    expect(records(text).map((record) => record.value)).toEqual([
      {
        id: 1,
        certified: true,
        sold: true,
        reserved: false,
        location: { id: 4101, distribution_locations: [4101] },
      },
      { id: 2, badge: 'GT', series: 'KF', seats: 7, certified: true, sold: false, reserved: true },
    ]);
  });

  it('keeps text that is not a number, boolean or JSON as given, for the validator to name', () => {
    const text = 'id,price,km,sold,location\n1,"$25,990",12.5,maybe,{oops';
    expect(records(text)[0]?.value).toEqual({
      id: 1,
      price: '$25,990',
      km: 12.5,
      sold: 'maybe',
      location: '{oops',
    });
  });

  it('trims header names and drops a byte order mark before the first one', () => {
    expect(records('\ufeff id , make \n7,Kia')[0]?.value).toEqual({ id: 7, make: 'Kia' });
  });

  it('returns no records for an empty file or a header alone', () => {
    expect(records('')).toEqual([]);
    expect(records(`${HEADER}\n`)).toEqual([]);
  });
});

describe('readCsvRecords: lines', () => {
  it('gives a multi-line quoted record the line it starts on, and skips blank lines', () => {
    const text = [
      'id,description,year', // 1
      '1,"first line', // 2
      'second line",2020', // 3
      '', // 4
      '2,plain,2021', // 5
      '3,"a', // 6
      '', // 7 (inside the quotes)
      'b",2022', // 8
      '', // 9
      '', // 10
      '4,last,2023', // 11
    ].join('\n');
    expect(records(text).map(({ line, row, value }) => [line, row, value])).toEqual([
      [2, 1, { id: 1, description: 'first line\nsecond line', year: 2020 }],
      [5, 2, { id: 2, description: 'plain', year: 2021 }],
      [6, 3, { id: 3, description: 'a\n\nb', year: 2022 }],
      [11, 4, { id: 4, description: 'last', year: 2023 }],
    ]);
  });

  it('counts lines the same in a CRLF file (as spreadsheet exports write them)', () => {
    const text = [
      'id,description,year', // 1
      '1,"first line', // 2
      'second line",2020', // 3
      '', // 4
      '2,plain,2021', // 5
      '3,"a', // 6
      'b",2022', // 7
      '4,last,2023', // 8
    ].join('\r\n');
    const result = records(text);
    expect(result.map(({ line, row }) => [line, row])).toEqual([
      [2, 1],
      [5, 2],
      [6, 3],
      [8, 4],
    ]);
    expect(result[0]?.value).toEqual({ id: 1, description: 'first line\nsecond line', year: 2020 });
  });

  it('starts counting at the header, wherever it is', () => {
    expect(records('\n\nid,year\n1,2020\n')).toEqual([
      { line: 4, row: 1, value: { id: 1, year: 2020 } },
    ]);
  });

  it('reports a record with too many cells as a whole-file problem on its line', () => {
    expect(readCsvRecords('id,year\n1,2020\n2,2021,extra\n')).toEqual({
      problem: {
        line: 3,
        row: 0,
        field: '',
        message: 'Invalid Record Length: columns length is 2, got 3 on line 3',
      },
    });
  });
});

describe('CSV feeds through validation', () => {
  it('names an unknown column as not a field of a car, on the row’s line', () => {
    const text = `${HEADER},paint_code\n900001,BM100,2021,Mazda,CX-5,32990,Drive Away,used,in_stock,41250,4101,46G`;
    expect(problemsOf(text)).toEqual([
      { line: 2, row: 1, field: 'paint_code', message: 'is not a field of a car' },
    ]);
  });

  it('reports number text that is not a number with the value given', () => {
    const text = [
      HEADER,
      '900001,BM100,2021,Mazda,CX-5,"$32,990",Drive Away,used,in_stock,41250,4101',
      '900002,BM101,2022,Mazda,CX-3,27990,Drive Away,used,in_stock,12.5,4101',
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      { line: 2, row: 1, field: 'price', message: 'must be number (got "$32,990")' },
      { line: 3, row: 2, field: 'km', message: 'must be integer (got 12.5)' },
    ]);
  });

  it('reports a yes/no cell it cannot read with the word given', () => {
    const text = `${HEADER},certified\n900001,BM100,2021,Mazda,CX-5,32990,Drive Away,used,in_stock,41250,4101,maybe`;
    expect(problemsOf(text)).toEqual([
      { line: 2, row: 1, field: 'certified', message: 'must be boolean (got "maybe")' },
    ]);
  });

  it('accepts a complete row, with the line of a multi-line description', () => {
    const text = [
      `${HEADER},description`,
      '',
      '900001,BM100,2021,Mazda,CX-5,32990,Drive Away,used,in_stock,41250,4101,"One owner.',
      'Full service history."',
    ].join('\n');
    const result = validateFeed(records(text), {
      tenant: tenant('bayside-mazda'),
      previousCreatedAt: new Map(),
      now: NOW,
    });
    expect(result.problems).toEqual([]);
    expect(result.accepted.map(({ line, row, car }) => [line, row, car.description])).toEqual([
      [3, 1, 'One owner.\nFull service history.'],
    ]);
  });
});
