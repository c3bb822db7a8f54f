import type { MenuLink } from '../navigation/menu-link.ts';
import { SiteLink } from './site-link.tsx';

/** One menu link: client navigation inside the site, a plain link (new context safe) outside it. */
export function MenuLinkView({ link, onChoose }: { link: MenuLink; onChoose?: () => void }) {
  const content = (
    <>
      {link.imgSrc ? <img src={link.imgSrc} alt="" width={96} height={72} loading="lazy" /> : null}
      <span className="menu-link__label">{link.label}</span>
      {link.description ? <span className="menu-link__description">{link.description}</span> : null}
    </>
  );
  if (link.external) {
    return (
      <a className="menu-link" href={link.href} rel="noopener" onClick={onChoose}>
        {content}
      </a>
    );
  }
  return (
    <SiteLink className="menu-link" to={link.href} onClick={onChoose}>
      {content}
    </SiteLink>
  );
}
