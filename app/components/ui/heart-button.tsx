type Props = {
  pressed: boolean;
  label: string;
  className?: string;
};

/**
 * A round favourite toggle with a heart, filled when pressed; 44 px, so a thumb finds it. Its look follows
 * `aria-pressed`, so a script that sets the attribute changes both what is heard and what is seen. The press is
 * handled by the heart island (app/islands/heart.ts).
 */
export function HeartButton({ pressed, label, className = "" }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      className={`group inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-gray-700 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 aria-pressed:text-red-600 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none group-aria-pressed:fill-current">
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.3-9.1C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.7 3.5 4.4 6.9-1.8 4.5-9.3 9.1-9.3 9.1Z"
        />
      </svg>
    </button>
  );
}
