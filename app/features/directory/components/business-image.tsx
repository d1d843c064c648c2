// A listing's picture, or a neutral placeholder drawn inline when it has none.
export function BusinessImage({
  imageUrl,
  name,
  className = "",
}: {
  imageUrl: string | null;
  name: string;
  className?: string;
}) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={name}
        width={640}
        height={360}
        loading="lazy"
        className={`bg-slate-100 object-cover ${className}`}
      />
    );
  }
  return (
    <div
      className={`flex items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 ${className}`}
    >
      <svg viewBox="0 0 48 48" className="h-16 w-16 text-slate-400" aria-hidden="true" focusable="false">
        <path
          d="M6 20 10 8h28l4 12M6 20v20h36V20M6 20c0 3 2 5 6 5s6-2 6-5c0 3 2 5 6 5s6-2 6-5c0 3 2 5 6 5s6-2 6-5M20 40V30h8v10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
