import type { AvatarLook } from '@/content/team';

export interface TeamAvatarProps {
  look: AvatarLook;
  /** The picture's description, e.g. "Drawn portrait of Alex Sample"; empty for a decorative one. */
  label: string;
  size?: number;
  className?: string;
}

/** A drawn head-and-shoulders portrait: the team pages' "photo", made from a few colours. */
export function TeamAvatar({ look, label, size = 120, className = '' }: TeamAvatarProps) {
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={`rounded-full ${className}`}
    >
      <circle cx="60" cy="60" r="60" fill={look.background} />
      {look.hairStyle === 'long' && <path d="M30 52c0-20 13-32 30-32s30 12 30 32v40H30z" fill={look.hair} />}
      <path d="M22 120c2-22 18-34 38-34s36 12 38 34z" fill={look.shirt} />
      <rect x="52" y="72" width="16" height="16" rx="4" fill={look.skin} />
      <ellipse cx="60" cy="56" rx="22" ry="25" fill={look.skin} />
      {look.hairStyle === 'short' && <path d="M38 52c-1-17 10-27 22-27s23 9 22 27c-5-9-13-13-22-13s-17 4-22 13z" fill={look.hair} />}
      {look.hairStyle === 'long' && <path d="M38 50c0-14 9-23 22-23s22 9 22 23c-8-7-14-10-22-10s-14 3-22 10z" fill={look.hair} />}
      {look.hairStyle === 'curly' && (
        <g fill={look.hair}>
          {[38, 46, 54, 62, 70, 78].map((x) => (
            <circle key={x} cx={x + 2} cy={x % 16 === 6 ? 34 : 38} r="8" />
          ))}
        </g>
      )}
      {look.hairStyle === 'bun' && (
        <g fill={look.hair}>
          <circle cx="60" cy="22" r="9" />
          <path d="M38 50c0-14 9-23 22-23s22 9 22 23c-8-7-14-10-22-10s-14 3-22 10z" />
        </g>
      )}
      <circle cx="51" cy="57" r="2.5" fill="#1f2937" />
      <circle cx="69" cy="57" r="2.5" fill="#1f2937" />
      <path d="M52 68c4 4 12 4 16 0" fill="none" stroke="#7f1d1d" strokeWidth="2" strokeLinecap="round" />
      {look.glasses && (
        <g fill="none" stroke="#111827" strokeWidth="2.5">
          <circle cx="51" cy="57" r="7" />
          <circle cx="69" cy="57" r="7" />
          <path d="M58 57h4M44 56l-6-2M76 56l6-2" />
        </g>
      )}
    </svg>
  );
}
