import type { TemplateContent } from '../tenant/tenant-config.ts';

/**
 * Template blocks a tenant switches on through its `content` data (the truck
 * template's highlights, Why Choose and Let's Talk); nothing renders when absent.
 */
export function TemplateContentBlocks({ content }: { content: TemplateContent | undefined }) {
  if (!content) return null;
  const { highlights, why_choose: whyChoose, lets_talk: letsTalk } = content;
  return (
    <>
      {highlights?.length ? (
        <section className="highlights" aria-label="Highlights">
          <ul>
            {highlights.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {whyChoose ? (
        <section className="why-choose" aria-labelledby="why-choose-title">
          <h2 id="why-choose-title">{whyChoose.heading}</h2>
          {whyChoose.intro ? <p>{whyChoose.intro}</p> : null}
          <ul className="why-choose__items">
            {whyChoose.items.map((item) => (
              <li key={item.key} className={`why-choose__item why-choose__item--${item.key}`}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {letsTalk ? (
        <section className="lets-talk" aria-labelledby="lets-talk-title">
          <h2 id="lets-talk-title">{letsTalk.heading}</h2>
          <p>{letsTalk.text}</p>
          <a className="button button--primary" href={letsTalk.button_url}>
            {letsTalk.button_label}
          </a>
        </section>
      ) : null}
    </>
  );
}
