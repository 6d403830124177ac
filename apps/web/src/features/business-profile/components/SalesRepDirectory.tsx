import { useState } from 'react';
import type { SalesRep } from '@market/contracts';
import { Button, ButtonLink, PageHeader, StatusCard, UsersIcon } from '../../../ui';
import { DirectoryResults } from './DirectoryResults';
import { DirectorySearchBox } from './DirectorySearch';
import { BECOME_A_REP_PATH } from '../repFormat';
import { useSalesRepDirectory } from '../hooks/useBusinessReads';
import { SalesRepCard } from './SalesRepCard';
import './dealers.css';
import { SendMessageDialog } from './MessageDialogs';

/** /sales-reps: active reps with View Listings and Contact, and the become-a-rep invitation. */
export function SalesRepDirectory() {
  const { q, setQuery, list } = useSalesRepDirectory();
  const [contacting, setContacting] = useState<SalesRep | null>(null);

  return (
    <div className="directory">
      <PageHeader
        title="Sales Representatives"
        lead="Experienced reps who know their vehicles. Browse what they represent or send them a message."
      />

      <div
        role="search"
        className="directory-search directory-search--single"
        aria-label="Search sales reps"
      >
        <DirectorySearchBox
          label="Search reps"
          placeholder="Name or specialization"
          value={q}
          onCommit={setQuery}
        />
      </div>

      <DirectoryResults
        list={list}
        loadingLabel="Loading sales reps"
        roundAvatars
        skeletonCount={3}
        errorTitle="Failed to load sales representative data"
        empty={
          q ? (
            <StatusCard
              title="No sales reps found"
              level={2}
              icon={<UsersIcon />}
              actions={
                <Button variant="secondary" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              }
            >
              No rep matches “{q}”. Try a name or a kind of vehicle.
            </StatusCard>
          ) : (
            <StatusCard
              title="No sales representatives yet"
              level={2}
              icon={<UsersIcon />}
              actions={
                <>
                  <ButtonLink to="/listings">Browse Listings</ButtonLink>
                  <ButtonLink to="/contact" variant="secondary">
                    Contact Us
                  </ButtonLink>
                </>
              }
            >
              Our sales team is growing. Meanwhile, browse the listings or ask us anything.
            </StatusCard>
          )
        }
        loadMoreLabel="Load more reps"
        renderItem={(rep) => <SalesRepCard key={rep.id} rep={rep} onContact={setContacting} />}
      />

      <section className="cta-band" aria-labelledby="rep-cta-title">
        <div>
          <h2 id="rep-cta-title" className="cta-band__title">
            Become a sales rep
          </h2>
          <p className="cta-band__text">
            Represent vehicles for your clients with your own profile, listings and buyer messages.
          </p>
        </div>
        <ButtonLink to={BECOME_A_REP_PATH} size="lg" className="cta-band__button">
          Join as a Sales Rep
        </ButtonLink>
      </section>

      {contacting ? (
        <SendMessageDialog
          key={contacting.id}
          kind="salesRep"
          to={contacting}
          onClose={() => setContacting(null)}
        />
      ) : null}
    </div>
  );
}
