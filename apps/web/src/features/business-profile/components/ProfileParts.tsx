import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader, cx } from '../../../ui';
import './dealers.css';
import './dealer-profile.css';

/** One fact of a profile: its label, its value, and whether long values may break anywhere. */
export type Fact = [label: string, value: ReactNode, options?: { wrap?: boolean }];

/** A definition list of facts; `stacked` puts each value under its label (narrow cards). */
export function FactsList({
  facts,
  stacked = false,
}: {
  facts: (Fact | null)[];
  stacked?: boolean;
}) {
  return (
    <dl className={cx('facts-list', stacked && 'facts-list--stacked')}>
      {facts
        .filter((fact): fact is Fact => fact !== null)
        .map(([label, value, options]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={options?.wrap ? 'facts-list__wrap' : undefined}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

interface ProfileCardProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section of a public profile (About, Quick Facts, Specializations). */
export function ProfileCard({ id, title, children }: ProfileCardProps) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={title} titleId={id} level={2} />
      <CardBody>{children}</CardBody>
    </Card>
  );
}

/** The owner's own words on the profile, or what shows while there are none. */
export function AboutText({ text, none }: { text: string | null; none: string }) {
  return text ? <p className="dealer-about__text">{text}</p> : <p className="text-muted">{none}</p>;
}

interface ProfileHeroProps {
  titleId: string;
  name: string;
  avatar: ReactNode;
  /** Badges, place, rating. */
  meta: ReactNode;
  /** Send Message, Call, Email, the listings. */
  actions: ReactNode;
}

/** The top of a public profile: avatar, name, facts at a glance and the contact actions. */
export function ProfileHero({ titleId, name, avatar, meta, actions }: ProfileHeroProps) {
  return (
    <section className="dealer-hero" aria-labelledby={titleId}>
      {avatar}
      <div className="dealer-hero__text">
        <h1 id={titleId} className="dealer-hero__name">
          {name}
        </h1>
        <div className="cluster dealer-hero__meta">{meta}</div>
      </div>
      <div className="dealer-hero__actions">{actions}</div>
    </section>
  );
}
