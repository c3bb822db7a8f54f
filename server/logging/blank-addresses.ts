// Anything shaped like an e-mail address: free text (an SMTP reply, an error message, a log
// message) can quote a shopper's.
const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** Text with every e-mail address replaced by `<address>`. */
export function blankAddresses(text: string): string {
  return text.replace(ADDRESS, '<address>');
}
