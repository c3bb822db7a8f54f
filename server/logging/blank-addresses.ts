// Anything shaped like an e-mail address: free text (an SMTP reply, an error message, a log
// message, a request path) can quote a shopper's. One pass outward from each '@', so the
// time grows with the text's length, not its square: every logged string goes through here,
// and a request path alone may be 16 kB a bot chose.
const SEPARATOR = /[\s<>"'(),;:@]/;

/** Text with every e-mail address replaced by `<address>`. */
export function blankAddresses(text: string): string {
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && !SEPARATOR.test(text[start - 1]!)) start -= 1;
    let end = at + 1;
    while (end < text.length && !SEPARATOR.test(text[end]!)) end += 1;
    if (start === at || end === at + 1) continue;
    out += `${text.slice(copied, start)}<address>`;
    copied = end;
    at = end - 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
