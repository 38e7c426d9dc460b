import { chakra } from '@sp/ui';

/** A light inline illustration (no image file): a desk with a parcel and a chart. */
export function AuthIllustration({ label }: { label: string }) {
  return (
    <chakra.svg
      viewBox="0 0 400 300"
      width="full"
      maxW="lg"
      role="img"
      aria-label={label}
      color="colorPalette.solid"
    >
      <rect x="40" y="220" width="320" height="12" rx="6" fill="currentColor" opacity="0.25" />
      <rect x="70" y="120" width="120" height="100" rx="8" fill="currentColor" opacity="0.85" />
      <path d="M70 150h120M130 120v30" stroke="white" strokeWidth="6" />
      <rect
        x="220"
        y="60"
        width="130"
        height="160"
        rx="10"
        fill="white"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path
        d="M240 190l25-35 25 15 40-60"
        fill="none"
        stroke="#b3261e"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="110" cy="80" r="24" fill="currentColor" opacity="0.4" />
    </chakra.svg>
  );
}
