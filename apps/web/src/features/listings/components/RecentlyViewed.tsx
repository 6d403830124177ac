import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, vehiclePath } from '../format';
import { recentlyViewedSnapshot, type ViewedVehicle } from '../recentlyViewed';
import { VehicleImage } from './VehicleImage';
import './recently-viewed.css';

const none: ViewedVehicle[] = [];
const subscribe = () => () => undefined;

/**
 * The vehicles this device opened last (home page); nothing when there are none. The
 * server's HTML (and the hydration of it) has none: the device's list follows at once.
 */
export function RecentlyViewed() {
  const vehicles = useSyncExternalStore(subscribe, recentlyViewedSnapshot, () => none);
  if (vehicles.length === 0) return null;
  return (
    <section className="home-section recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className="home-section__title">
        Recently viewed
      </h2>
      <ul className="recently-viewed__list">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <Link to={vehiclePath(vehicle)} className="recently-viewed__card">
              <VehicleImage
                src={vehicle.imageUrl}
                alt=""
                width={640}
                height={400}
                placeholderLabel=""
                className="recently-viewed__image"
              />
              <span className="recently-viewed__title">{vehicle.title}</span>
              <span className="recently-viewed__price">{formatPrice(vehicle.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
