import type { Listing } from '@market/contracts';
import { FormProvider } from 'react-hook-form';
import { Form } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import {
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  PageHeader,
  PageSpinner,
} from '../../../ui';
import { useEditedListing, useListingEditor } from '../hooks/useListingEditor';
import { vehiclePath } from '../format';
import { DescriptionFields } from './DescriptionFields';
import { PhotoManager } from './PhotoManager';
import { VehicleInfoFields } from './VehicleInfoFields';
import { VinDecoderCard } from './VinDecoderCard';
import './listings.css';
import './editor.css';

/** Add or edit a listing: VIN decoder, vehicle information, photos, publish. */
export function ListingEditor({ editId }: { editId: string | null }) {
  const { loading, listing } = useEditedListing(editId);
  useDocumentTitle(editId ? 'Edit Listing' : 'Add New Listing');
  if (loading) return <PageSpinner label="Loading listing…" />;
  return <ListingEditorForm key={listing?.id ?? 'new'} editing={listing ?? null} />;
}

function ListingEditorForm({ editing }: { editing: Listing | null }) {
  const editor = useListingEditor(editing);
  const { form, photos } = editor;

  return (
    <FormProvider {...form}>
      <div className="listing-editor">
        <PageHeader
          title={editing ? 'Edit Listing' : 'Add New Listing'}
          lead={
            editing
              ? editing.title
              : 'Decode the VIN, describe the vehicle and add photos, then publish.'
          }
          className="page-header--spaced"
        >
          {editing ? (
            <ButtonLink to={vehiclePath(editing)} variant="ghost">
              View listing
            </ButtonLink>
          ) : null}
        </PageHeader>

        <div className="listing-editor__layout">
          <div className="listing-editor__main">
            <VinDecoderCard onDecoded={editor.applyDecode} />

            <Form
              form={form}
              id="listing-form"
              className="listing-editor__form"
              aria-label="Vehicle information"
              onSubmit={(values) => editor.save(values)}
              onInvalidSubmit={editor.invalidNotice}
              failure={editor.failureTitle}
            >
              <Card as="section" aria-labelledby="vehicle-info-title">
                <CardHeader
                  title="Vehicle Information"
                  titleId="vehicle-info-title"
                  description="Fields marked as optional can be left empty."
                />
                <CardBody>
                  <VehicleInfoFields labels={editor.labels} />
                </CardBody>
              </Card>
              <Card as="section" aria-labelledby="details-title">
                <CardHeader title="Details and Location" titleId="details-title" />
                <CardBody>
                  <DescriptionFields />
                </CardBody>
              </Card>
            </Form>
          </div>

          <div className="listing-editor__aside">
            <PhotoManager
              images={photos.images}
              progress={photos.progress}
              busyIds={photos.busyIds}
              error={form.formState.errors.imageIds?.message}
              onUpload={(files) => void photos.upload(files)}
              onRotate={(id) => void photos.rotate(id)}
              onDelete={(id) => void photos.remove(id)}
              onStep={photos.step}
              onMove={photos.moveTo}
            />

            <div className="listing-editor__submit">
              <Button
                type="submit"
                form="listing-form"
                size="lg"
                loading={form.formState.isSubmitting}
                disabled={photos.progress !== null}
              >
                {editing ? 'Save Changes' : 'Publish Listing'}
              </Button>
              <ButtonLink to={editing ? vehiclePath(editing) : '/'} variant="ghost" size="lg">
                Cancel
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </FormProvider>
  );
}
