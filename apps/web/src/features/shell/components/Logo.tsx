import { Link } from 'react-router-dom';

/** The text wordmark (SPEC §1: shown when no admin logo image is set). */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" className={inverse ? 'logo logo--inverse' : 'logo'} aria-label="Wheelbase home">
      <span className="logo__mark" aria-hidden="true">
        <svg viewBox="0 0 32 32">
          <circle cx="10" cy="20" r="5" />
          <circle cx="22" cy="20" r="5" />
          <path d="M4 16 10 9h11l6 7" />
        </svg>
      </span>
      <span className="logo__text">Wheelbase</span>
    </Link>
  );
}
