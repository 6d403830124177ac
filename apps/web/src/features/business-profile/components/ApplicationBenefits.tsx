import { ChartIcon, MessageIcon, StarIcon, UsersIcon } from '../../../ui';

const BENEFITS = [
  {
    icon: <UsersIcon />,
    title: 'Reach more buyers',
    text: 'Your inventory appears in search for cars, motorcycles and trucks, and in our dealer directory.',
  },
  {
    icon: <ChartIcon />,
    title: 'A dashboard for your lot',
    text: 'See total, active and sold vehicles and how often they are viewed, and manage listings in one place.',
  },
  {
    icon: <MessageIcon />,
    title: 'Leads straight to you',
    text: 'Buyers message you from your profile; every message reaches your inbox and your e-mail.',
  },
  {
    icon: <StarIcon />,
    title: 'Build your reputation',
    text: 'Verified reviews and featured listings help your dealership stand out.',
  },
];

/** SPEC §2 /dealer-application benefits section. */
export function ApplicationBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="benefits">
      <h2 id="benefits-title" className="visually-hidden">
        Why partner with us
      </h2>
      <ul className="benefits__grid">
        {BENEFITS.map((b) => (
          <li key={b.title} className="benefit">
            <span className="icon-tile benefit__icon" aria-hidden="true">
              {b.icon}
            </span>
            <h3 className="benefit__title">{b.title}</h3>
            <p className="benefit__text">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
