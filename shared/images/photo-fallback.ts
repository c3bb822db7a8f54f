// product rule 8.4: a car photo that fails to load shows its fallback picture instead.

/** Carries the fallback picture's URL on a car photo's <img>. */
export const FALLBACK_SRC_ATTRIBUTE = 'data-fallback-src';

/**
 * Runs once, inline in the document's <head>, before any picture is parsed. A server-
 * rendered <img> can fail before the bundle hydrates, and React neither hears an error
 * from before hydration nor replays it. Errors do not bubble, but a capture-phase
 * listener on the document sees every picture's error, from the first byte of the page
 * and for pictures the browser renders later (React re-sets `src` once an <img> is in
 * the document), so this one rule serves server and client renders alike. It swaps once:
 * when the fallback itself fails, `src` already is the fallback and nothing changes.
 */
export const PHOTO_FALLBACK_SCRIPT = `document.addEventListener('error',function(event){var img=event.target;if(!img||img.tagName!=='IMG')return;var fallback=img.getAttribute('${FALLBACK_SRC_ATTRIBUTE}');if(!fallback||img.getAttribute('src')===fallback)return;img.removeAttribute('srcset');img.setAttribute('src',fallback)},true);`;
