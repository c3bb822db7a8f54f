import type { HeaderButton } from '../navigation/header-buttons.ts';
import { PhoneIcon } from '../components/action-icons.tsx';
import { SiteLink } from './site-link.tsx';

const BUTTON_CLASS: Record<HeaderButton['kind'], string> = {
  service: 'button button--primary',
  'finance-pre-approval': 'button',
  phone: 'site-header__phone',
};

/** The header's large buttons: beside the menu on desktop, inside it on phones. */
export function HeaderButtonLinks({
  buttons,
  className,
  onChoose,
}: {
  buttons: readonly HeaderButton[];
  className: string;
  onChoose?: () => void;
}) {
  return (
    <div className={className}>
      {buttons.map((button) =>
        button.kind === 'phone' ? (
          <a key={button.kind} className={BUTTON_CLASS.phone} href={button.href}>
            <PhoneIcon />
            {button.label}
          </a>
        ) : (
          <SiteLink
            key={button.kind}
            className={BUTTON_CLASS[button.kind]}
            to={button.href}
            onClick={onChoose}
          >
            {button.label}
          </SiteLink>
        ),
      )}
    </div>
  );
}
