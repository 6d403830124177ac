import { useState, type FormEvent } from 'react';
import type { VinDecodeResponse } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { Button, Card, CardBody, CardHeader, Field, useToast } from '../../../ui';
import { normalizeVin, VIN_LENGTH } from '../listingForm';
import { catalogueApi } from '../api/listingsApi';

interface VinDecoderCardProps {
  vin: string;
  error?: string;
  onVinChange: (vin: string) => void;
  onDecoded: (decoded: VinDecodeResponse) => void;
}

/** VIN input (upper case, 17 characters) with Decode filling the vehicle fields. */
export function VinDecoderCard({ vin, error, onVinChange, onDecoded }: VinDecoderCardProps) {
  const { toast } = useToast();
  const [decoding, setDecoding] = useState(false);
  const ready = vin.length === VIN_LENGTH;

  const decode = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      toast({
        title: 'Invalid VIN',
        description: 'Please enter a valid 17-character VIN',
        variant: 'danger',
      });
      return;
    }
    setDecoding(true);
    try {
      onDecoded(await catalogueApi.decodeVin(vin));
      toast({
        title: 'VIN Decoded Successfully',
        description: 'Vehicle information has been populated from VIN',
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'VIN Decode Failed',
        description: errorMessage(err, 'Failed to decode VIN'),
        variant: 'danger',
      });
    } finally {
      setDecoding(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="vin-title">
      <CardHeader
        title="VIN Decoder"
        titleId="vin-title"
        description="Enter the 17-character vehicle identification number to fill in make, model, year and more."
      />
      <CardBody>
        {/* A nested form is invalid HTML: this one is a sibling of the listing form. */}
        <form className="vin-form" onSubmit={decode} aria-label="Decode VIN" noValidate>
          <Field
            label="VIN"
            name="vin"
            value={vin}
            maxLength={VIN_LENGTH}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="vin-form__input"
            placeholder="e.g. 1HGCM82633A004352"
            hint={`${vin.length} / ${VIN_LENGTH} characters`}
            error={error}
            onChange={(e) => onVinChange(normalizeVin(e.target.value))}
          />
          <Button type="submit" loading={decoding} disabled={!ready} className="vin-form__button">
            Decode VIN
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
