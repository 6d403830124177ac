import { Link } from 'react-router-dom';
import type { Category } from '../../../lib/categories';
import { ArrowRightIcon, BikeIcon, CarIcon, TruckIcon, cx } from '../../../ui';

const ITEMS = [
  { category: 'cars', to: '/', title: 'Cars', text: 'Sedans, SUVs, coupes and EVs', Icon: CarIcon },
  {
    category: 'motorcycles',
    to: '/motorcycles',
    title: 'Motorcycles',
    text: 'Sport, cruiser, touring and more',
    Icon: BikeIcon,
  },
  {
    category: 'trucks',
    to: '/trucks',
    title: 'Trucks',
    text: 'Pickups and heavy-duty work trucks',
    Icon: TruckIcon,
  },
] as const;

export function CategoryShowcase({ current }: { current: Category }) {
  return (
    <section className="home-section" aria-labelledby="browse-title">
      <h2 id="browse-title" className="home-section__title">
        Browse by category
      </h2>
      <ul className="category-grid">
        {ITEMS.map(({ category, to, title, text, Icon }) => (
          <li key={category}>
            <Link
              to={to}
              className={cx('category-card', category === current && 'is-current')}
              aria-current={category === current ? 'page' : undefined}
            >
              <span className="category-card__icon" aria-hidden="true">
                <Icon />
              </span>
              <span className="category-card__text">
                <span className="category-card__title">{title}</span>
                <span className="category-card__desc">{text}</span>
              </span>
              <ArrowRightIcon className="category-card__arrow" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
