import fc from 'fast-check';

/** Ways to write one path that a router or a proxy may read as another, or as the same. */
export type Spelling =
  'as is' | 'percent-encoded letter' | 'double slash' | 'trailing slash' | 'dot segment' | 'dot-dot segment' | 'upper case' | ';params';

const SPELLINGS: readonly Spelling[] = [
  'as is',
  'percent-encoded letter',
  'double slash',
  'trailing slash',
  'dot segment',
  'dot-dot segment',
  'upper case',
  ';params',
];

const encodeLetter = (path: string, at: number) => {
  const letters = [...path.matchAll(/[a-zA-Z]/g)].map((match) => match.index);
  if (letters.length === 0) return path;
  const index = letters[at % letters.length];
  return `${path.slice(0, index)}%${path.charCodeAt(index).toString(16).toUpperCase().padStart(2, '0')}${path.slice(index + 1)}`;
};

const atSegment = (path: string, at: number, change: (segments: string[], index: number) => string[]) => {
  const segments = path.split('/');
  const index = 1 + (at % Math.max(1, segments.length - 1));
  return change(segments, index).join('/');
};

/** The path (without its query) written another way. */
export function spell(path: string, spelling: Spelling, at: number): string {
  switch (spelling) {
    case 'as is':
      return path;
    case 'percent-encoded letter':
      return encodeLetter(path, at);
    case 'double slash':
      return atSegment(path, at, (segments, index) => [...segments.slice(0, index), '', ...segments.slice(index)]);
    case 'trailing slash':
      return `${path}/`;
    case 'dot segment':
      return atSegment(path, at, (segments, index) => [...segments.slice(0, index), '.', ...segments.slice(index)]);
    case 'dot-dot segment':
      return atSegment(path, at, (segments, index) => [...segments.slice(0, index), 'x', '..', ...segments.slice(index)]);
    case 'upper case':
      return atSegment(path, at, (segments, index) => segments.map((segment, i) => (i === index ? segment.toUpperCase() : segment)));
    case ';params':
      return atSegment(path, at, (segments, index) => segments.map((segment, i) => (i === index ? `${segment};x=1` : segment)));
  }
}

export const spelling = fc.record({ spelling: fc.constantFrom(...SPELLINGS), at: fc.nat(20) });
