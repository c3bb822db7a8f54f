import { useLayoutEffect } from 'react';
import { useInstantSearchContext } from 'react-instantsearch';

type AddWidgets = ReturnType<typeof useInstantSearchContext>['mainIndex']['addWidgets'];
type Widgets = Parameters<AddWidgets>[0];

const batches = new WeakMap<object, { addWidgets: AddWidgets; widgets: Widgets[number][] }>();

/**
 * The first child of the listing's InstantSearch: until WidgetBatchEnd, widgets mounting are
 * collected instead of added one at a time. InstantSearch works out its search parameters
 * again over every widget it has at each addition, and React InstantSearch adds each hook's
 * widget on its own, so the listing's thirty-odd widgets cost a square of that while it
 * hydrates (docs/decisions/0044-listing-start-up-in-short-tasks.md). Layout effects run in
 * tree order, so this one runs before any widget's and WidgetBatchEnd's after all of them.
 */
export function WidgetBatchStart() {
  const index = useInstantSearchContext().mainIndex;
  useLayoutEffect(() => {
    if (batches.has(index)) return;
    const batch = { addWidgets: index.addWidgets, widgets: [] as Widgets[number][] };
    batches.set(index, batch);
    index.addWidgets = (widgets) => {
      batch.widgets.push(...widgets);
      return index;
    };
  }, [index]);
  return null;
}

/** The last child of the listing's InstantSearch: adds the collected widgets in one call. */
export function WidgetBatchEnd() {
  const index = useInstantSearchContext().mainIndex;
  useLayoutEffect(() => {
    const batch = batches.get(index);
    if (!batch) return;
    batches.delete(index);
    index.addWidgets = batch.addWidgets;
    if (batch.widgets.length > 0) index.addWidgets(batch.widgets);
  }, [index]);
  return null;
}
