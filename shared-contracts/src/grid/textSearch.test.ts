import { createTextSearch } from './textSearch';

interface Row {
  id: string;
  name: string;
  note: string | null;
}

const rows: Row[] = [
  { id: 'A-1', name: 'Tate Modern', note: null },
  { id: 'B-2', name: 'National Gallery', note: 'fragile' },
  { id: 'C-3', name: 'tate britain', note: 'x' },
];
const search = createTextSearch((row: Row) => [row.id, row.name, row.note]);

describe('createTextSearch', () => {
  it('matches a case-insensitive substring of any field', () => {
    expect(search(rows, 'TATE').map((r) => r.id)).toEqual(['A-1', 'C-3']);
    expect(search(rows, 'b-2').map((r) => r.id)).toEqual(['B-2']);
    expect(search(rows, 'fragile').map((r) => r.id)).toEqual(['B-2']);
  });

  it('returns the rows themselves for an empty or blank query', () => {
    expect(search(rows, '')).toBe(rows);
    expect(search(rows, '   ')).toBe(rows);
  });

  it('trims the query and never matches across two fields', () => {
    expect(search(rows, '  modern ').map((r) => r.id)).toEqual(['A-1']);
    expect(search(rows, 'a-1 tate')).toEqual([]);
  });

  it('sees a replaced row, never a stale cached text', () => {
    const changed = [{ ...rows[0], name: 'Royal Academy' }, rows[1], rows[2]];
    expect(search(changed, 'royal').map((r) => r.id)).toEqual(['A-1']);
    expect(search(changed, 'modern')).toEqual([]);
  });
});
