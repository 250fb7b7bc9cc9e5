/**
 * Line icons of the social networks, drawn for the house (24px grid, current colour, decorative).
 * Their stroke is set by the style sheet (`.oriel-social-icon`), cached once, not in every page.
 */
const common = { className: 'oriel-social-icon', viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': true } as const;

export function FacebookIcon() {
  return (
    <svg {...common}>
      <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H9v3h2.5V21" />
    </svg>
  );
}

export function InstagramIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function MicroblogIcon() {
  return (
    <svg {...common}>
      <path d="M10.2 19.5c-4 0-7.2-2-7.2-4.6 0-2.4 2.6-5.6 5.6-7.2 2.2-1.1 3.6-.6 3.2 1.1 1.9-.8 3.6-.6 3.2 1.2 1.9.4 3 1.5 3 2.9 0 3.4-3.6 6.6-7.8 6.6Z" />
      <ellipse cx="10" cy="15" rx="3.3" ry="2.4" />
      <path d="M16.5 4.6a4.4 4.4 0 0 1 4.2 5.3M16.2 7.2a1.9 1.9 0 0 1 2 2.2" />
    </svg>
  );
}

export function ChatAppIcon() {
  return (
    <svg {...common}>
      <path d="M9.5 4C5.4 4 2.5 6.6 2.5 9.6c0 1.7.9 3.2 2.4 4.3l-.6 2.1 2.4-1.2c.9.3 1.8.4 2.8.4" />
      <path d="M14.8 9.2c3.7 0 6.7 2.3 6.7 5.2 0 1.5-.8 2.8-2.1 3.7l.5 1.8-2.1-1c-.9.3-1.9.4-3 .4-3.7 0-6.7-2.2-6.7-5s3-5.1 6.7-5.1Z" />
      <circle cx="7.2" cy="8.3" r="0.5" fill="currentColor" />
      <circle cx="11.6" cy="8.3" r="0.5" fill="currentColor" />
      <circle cx="12.8" cy="13.4" r="0.5" fill="currentColor" />
      <circle cx="16.8" cy="13.4" r="0.5" fill="currentColor" />
    </svg>
  );
}

export function LifestyleAppIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M7.5 9.5v5M7.5 9.5h2.2M7.5 12h2M12 9.5v5M12 9.5h1.8a1.3 1.3 0 0 1 0 2.6H12M13.8 12.1l1.1 2.4M16.5 9.5v5h2" />
    </svg>
  );
}
