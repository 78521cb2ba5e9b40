import { parentCategory } from '../categories.js';

/** One labelled text: the categories it belongs to (parents included); empty when benign. */
export interface LabelledText {
  text: string;
  labels: ReadonlySet<string>;
}

/**
 * Parses the fixture format: `<labels>\t<text>` per line, labels comma-separated or `-` for
 * benign, `#` comments. A sub-category label adds its parent (`hate/threatening` -> `hate`).
 */
export function parseLabelledTexts(source: string): LabelledText[] {
  const items: LabelledText[] = [];
  for (const [index, line] of source.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    if (tab < 0) throw new SyntaxError(`line ${index + 1}: expected <labels><TAB><text>`);
    const rawLabels = line.slice(0, tab).trim();
    const labels = new Set<string>();
    if (rawLabels !== '-') {
      for (const label of rawLabels.split(',')) {
        labels.add(label.trim());
        const parent = parentCategory(label.trim());
        if (parent !== undefined) labels.add(parent);
      }
    }
    items.push({ text: line.slice(tab + 1), labels });
  }
  return items;
}
