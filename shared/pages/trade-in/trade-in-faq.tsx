import { TRADE_IN_FAQ } from '../../trade-in/trade-in-faq.ts';

/** product rule 9.11, trade-in FAQ: each question a disclosure, open to anyone without script. */
export function TradeInFaq() {
  return (
    <section className="trade-in-faq" aria-labelledby="trade-in-faq-heading">
      <h2 id="trade-in-faq-heading">Trade-in FAQ</h2>
      {TRADE_IN_FAQ.map((entry) => (
        <details key={entry.question} className="trade-in-faq__item">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}
