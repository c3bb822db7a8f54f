import { DocSet } from '../index/doc-set.ts';
import { noFacetValues, readFacetValues } from './facet-value.ts';
import { NumericValues } from './numeric-values.ts';
import { StringValues } from './string-values.ts';

const scratch = noFacetValues();

/** The filter and facet structures of one filterable attribute. */
export class AttributeIndex {
  readonly attribute: string;
  readonly exists = DocSet.empty();
  readonly nulls = DocSet.empty();
  readonly empties = DocSet.empty();
  readonly numbers = new NumericValues();
  readonly strings = new StringValues();
  /** Some document has had this field: Meilisearch's fields map knows it. */
  seen = false;

  constructor(attribute: string) {
    this.attribute = attribute;
  }

  add(docId: number, doc: Readonly<Record<string, unknown>>): void {
    // The lists below keep nothing of `values` (NumericValues and StringValues copy what they hold).
    const values = readFacetValues(doc, this.attribute, scratch);
    if (!values.exists) return;
    this.seen = true;
    this.exists.add(docId);
    if (values.isNull) this.nulls.add(docId);
    if (values.isEmpty) this.empties.add(docId);
    this.numbers.add(docId, values.numbers);
    this.strings.add(docId, values.strings);
  }

  /** Readies the read structures after writes (see NumericValues.settle). */
  settle(): void {
    this.numbers.settle();
    this.strings.settle();
  }

  /** Undoes `add`; `doc` must be the document as it was added. */
  remove(docId: number, doc: Readonly<Record<string, unknown>>): void {
    const values = readFacetValues(doc, this.attribute);
    if (!values.exists) return;
    this.exists.delete(docId);
    this.nulls.delete(docId);
    this.empties.delete(docId);
    this.numbers.remove(docId);
    this.strings.remove(docId, values.strings);
  }
}
