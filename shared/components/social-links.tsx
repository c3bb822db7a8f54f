import type { SocialLinks as SocialLinkUrls } from '../tenant/tenant-config.ts';

const NETWORKS = [
  ['facebook_url', 'Facebook', 'f'],
  ['instagram_url', 'Instagram', 'ig'],
  ['youtube_url', 'YouTube', 'yt'],
  ['linkedin_url', 'LinkedIn', 'in'],
  ['tiktok_url', 'TikTok', 'tt'],
] as const;

/** The dealer's social profiles as small labelled icon links; nothing when none are set. */
export function SocialLinks({
  links,
  className,
}: {
  links: SocialLinkUrls | undefined;
  className?: string;
}) {
  const present = NETWORKS.filter(([key]) => links?.[key]);
  if (!links || present.length === 0) return null;
  return (
    <ul className={`social-links ${className ?? ''}`.trim()}>
      {present.map(([key, name, mark]) => (
        <li key={key}>
          <a href={links[key]} rel="noopener" className="social-links__link">
            <span aria-hidden="true">{mark}</span>
            <span className="visually-hidden">{name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
