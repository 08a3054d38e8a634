/** The timeline's rows stacked down: a row is as high as its lanes, and a point down finds its row. */

/** Height (px) of one lane: one line of text with its padding. */
export const LANE_PX = 26;
/** Room (px) above and below a row's lanes, to click or tap a slot beside its appointments. */
export const ROW_PAD_PX = 8;

/** The lowest row (px): room for the name and its second line. */
export const MIN_ROW_PX = 42;

/** A row's height for its number of lanes (at least one), never below the name's two lines. */
export const rowHeightOf = (lanes: number): number =>
  Math.max(MIN_ROW_PX, Math.max(1, lanes) * LANE_PX + ROW_PAD_PX);

/** Where each row starts, and after the last where the rows end: offsets[rows] is the total height. */
export function rowOffsets(heights: readonly number[]): Float64Array {
  const offsets = new Float64Array(heights.length + 1);
  for (let index = 0; index < heights.length; index++)
    offsets[index + 1] = (offsets[index] as number) + (heights[index] as number);
  return offsets;
}

/** The row at a distance from the top (clamped to the rows; 0 when there are none). */
export function rowAtOffset(offsets: Float64Array, y: number): number {
  const rows = offsets.length - 1;
  if (rows <= 0) return 0;
  let low = 0;
  let high = rows - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((offsets[middle] as number) <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}
