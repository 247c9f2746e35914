/** Words that do not make an initial ("Ashcombe & Leigh" is AL). */
const SKIPPED = /^(&|and|of|the)$/i;

/**
 * Up to two capital letters for an avatar: the first letters of the first two words that count.
 *
 * @example initials('Harrowgate Museum of Decorative Arts') // 'HM'
 * @example initials('Ashcombe & Leigh Auctioneers')        // 'AL'
 */
export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word) && !SKIPPED.test(word));
  return words
    .slice(0, 2)
    .map((word) =>
      word
        .replace(/[^A-Za-z0-9]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('');
}
