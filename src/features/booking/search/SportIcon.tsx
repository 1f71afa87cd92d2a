/** A simple ball for each sport (decorative). */
export function SportIcon({ name }: { name: string }) {
  const key = name.toLowerCase();
  const golf = key.includes('golf');
  const football = key.includes('fút') || key.includes('fut') || key.includes('soccer');
  return (
    <svg
      className="sport-icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      {golf ? (
        <path d="M9 9h.01M15 9h.01M12 13h.01M9 15h.01M15 15h.01" strokeWidth="2.6" />
      ) : football ? (
        <path d="M12 7l4 3-1.5 5h-5L8 10z" />
      ) : (
        <path d="M5.5 6.5c3 3 3 8 0 11M18.5 6.5c-3 3-3 8 0 11" />
      )}
    </svg>
  );
}
