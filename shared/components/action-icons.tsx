// Small line icons for action buttons (header call and saved cars, the car page's bottom bar). Decorative:
// the button or link around each one carries the name.

function Icon({ path }: { path: string }) {
  return (
    <svg
      className="action-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <Icon path="M5 3h3.5l1.7 4.5-2.4 1.6a11 11 0 0 0 7.1 7.1l1.6-2.4L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z" />
  );
}

export function EnquireIcon() {
  return <Icon path="M4 5h16v11H9l-5 4V5Z M8 9h8 M8 12h5" />;
}

export function ReserveIcon() {
  return (
    <Icon path="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3Z M8.5 12l2.5 2.5 4.5-5" />
  );
}

export function HeartIcon() {
  return (
    <Icon path="M12 20s-7.5-4.6-9.2-9.3C1.7 7.6 3.8 4 7.3 4c2 0 3.5 1.1 4.7 2.8C13.2 5.1 14.7 4 16.7 4c3.5 0 5.6 3.6 4.5 6.7C19.5 15.4 12 20 12 20Z" />
  );
}

export function GarageIcon() {
  return <Icon path="M3 21V9l9-6 9 6v12 M7 21v-8h10v8 M7 17h10" />;
}
