import { useId, useState, type FormEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';

/**
 * Free-text search. A GET form on the current listing path (`?query=`), so it
 * works before hydration; with JavaScript the query refines in place.
 */
export function ListingSearchBox({ action }: { action: string }) {
  const id = useId();
  const { query, refine } = useSearchBox();
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refine(text.trim());
  };
  return (
    <form
      className="listing-search-box"
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={id}>Search vehicles</label>
      <input
        id={id}
        name="query"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Make, model or stock number"
        autoComplete="off"
        maxLength={200}
      />
      <button type="submit">Search</button>
    </form>
  );
}
