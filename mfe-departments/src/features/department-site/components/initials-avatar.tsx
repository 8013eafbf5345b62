import { LiteImage } from '@aec/ui';

interface InitialsAvatarProps {
  name: string;
  /** Photo file; until the college supplies one, the person's initials stand in. */
  photo?: string;
  size?: number;
}

const initialsOf = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .filter((c): c is string => !!c && /[A-Za-z]/.test(c))
    .slice(0, 2)
    .join('')
    .toUpperCase();

export function InitialsAvatar({ name, photo, size = 72 }: InitialsAvatarProps) {
  const initials = (
    <span className="avatar avatar--initials" style={{ width: size, height: size, fontSize: size / 2.6 }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
  // The photo is decorative (the name is beside it): a lite page shows the initials and downloads nothing.
  if (photo) return <LiteImage className="avatar" src={photo} alt="" width={size} height={size} loading="lazy" decoding="async" standIn={initials} />;
  return initials;
}
