/**
 * Mixed Arabic and Latin text for PDFs (labels, quotes): the Unicode bidi algorithm from
 * bidi-js, completed where bidi-js stops short of the rules a reader notices (a date or an
 * amount inside Arabic keeps its order; a bracket closes where it opened).
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether the text has Arabic letters (then it reads right to left). */
export const hasArabic = (text: string) => ARABIC.test(text);

/** A piece of a line drawn in one font: Arabic letters, or anything else. */
export interface Run {
  text: string;
  arabic: boolean;
}

/**
 * A line of mixed text in visual (left-to-right drawing) order, cut into runs that use one
 * font each, and the line's own direction (`rtl`): the one given, else its first strong
 * letter's. The Unicode bidi algorithm (bidi-js) orders the runs; an Arabic run keeps its
 * logical order because pdfkit's shaper (fontkit) joins and reverses Arabic itself, while
 * other characters inside a right-to-left run (spaces, brackets) are reversed and mirrored here.
 */
export function visualRuns(text: string, direction?: 'rtl' | 'ltr'): { runs: Run[]; rtl: boolean } {
  if (!text) return { runs: [], rtl: direction === 'rtl' };
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const levels = embedding.levels;
  const rtl = (embedding.paragraphs[0]?.level ?? 0) % 2 === 1;
  // bidi-js leaves a separator between digits (2026-10-03, 1,400.00) at the paragraph's level:
  // keep it with its numbers (rule W4), or a date reads backwards in Arabic.
  for (let i = 1; i < text.length - 1; i++) {
    if (
      '-/.,:'.includes(text[i]!) &&
      /\d/.test(text[i - 1]!) &&
      /\d/.test(text[i + 1]!) &&
      levels[i - 1] === levels[i + 1] &&
      levels[i - 1]! > levels[i]!
    )
      levels[i] = levels[i - 1]!;
  }
  // A closing bracket takes its opener's level when the opener sits inside a number or a Latin
  // run ("Adult (18+)"), as the bracket-pair rule N0 says; bidi-js leaves it at the paragraph's.
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')' && open.length) {
      const j = open.pop()!;
      if (levels[j]! > levels[i]! && levels[j]! % 2 === 0) levels[i] = levels[j]!;
    }
  }
  // Logical runs of one level and one script.
  const runs: { start: number; end: number; level: number; arabic: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    // Only Arabic letters take the Arabic font (its subset has no Latin space, colon or brackets);
    // the bidi reordering of runs still puts the words of a sentence in the right order.
    const arabic = ARABIC.test(text[i]!);
    const last = runs.at(-1);
    if (last && last.level === levels[i] && last.arabic === arabic) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i]!, arabic });
  }
  // Reverse runs from the highest level down to the lowest odd level (rule L2).
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : Infinity)));
  for (let level = max; level >= minOdd && level > 0; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  const visual = runs.map((r) => {
    const logical = text.slice(r.start, r.end);
    if (r.level % 2 === 0 || r.arabic) return { text: logical, arabic: r.arabic };
    // A right-to-left run of neutrals drawn by a left-to-right font: reverse it, mirror brackets.
    return {
      text: [...logical]
        .reverse()
        .map((c) => bidi.getMirroredCharacter(c) ?? c)
        .join(''),
      arabic: false,
    };
  });
  return { runs: visual, rtl };
}
