import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { adminContentRoutes, updateHeroSectionSchema, type HeroSection } from '@market/contracts';
import { errorMessage } from '../../../../lib/api';
import { Form, FormField, useSchemaForm } from '../../../../lib/form';
import { routeKey, routeQuery, useRouteMutation } from '../../../../lib/query';
import { uploadFiles } from '../../../../lib/upload';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  Field,
  PageSpinner,
  useToast,
} from '../../../../ui';

const CATEGORY_LABELS: Record<HeroSection['category'], string> = {
  cars: 'Cars (home page)',
  motorcycles: 'Motorcycles',
  trucks: 'Trucks',
};

/** Hero: each category's title, subtitle, active flag and background image. */
export default function HeroPanel() {
  const heroes = useQuery(routeQuery(adminContentRoutes.heroes));
  if (heroes.isPending) return <PageSpinner label="Loading hero sections…" />;
  if (heroes.isError)
    return (
      <Alert variant="danger" title="Error">
        Failed to fetch hero sections: {errorMessage(heroes.error)}
      </Alert>
    );
  return (
    <div className="stack stack--lg">
      <h2 className="admin-panel__title">Hero Sections</h2>
      {heroes.data.items.map((hero) => (
        <HeroCard key={hero.category} hero={hero} />
      ))}
    </div>
  );
}

function HeroCard({ hero }: { hero: HeroSection }) {
  const { toast } = useToast();
  const client = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm(updateHeroSectionSchema, {
    title: hero.title ?? '',
    subtitle: hero.subtitle ?? '',
    isActive: hero.isActive,
  });
  const save = useRouteMutation(adminContentRoutes.updateHero, {
    invalidates: [adminContentRoutes.heroes],
  });
  const removeImage = useRouteMutation(adminContentRoutes.removeHeroImage, {
    invalidates: [adminContentRoutes.heroes],
  });
  const label = CATEGORY_LABELS[hero.category];

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    try {
      await uploadFiles(adminContentRoutes.uploadHeroImage, [picked], {
        params: { category: hero.category },
      });
      await client.invalidateQueries({ queryKey: routeKey(adminContentRoutes.heroes) });
      toast({ title: 'Hero section updated successfully', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to upload image: ${errorMessage(error)}`,
        variant: 'danger',
      });
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <Card>
      <CardHeader
        title={label}
        description={`Default title: ${hero.defaultTitle}`}
        actions={
          <Badge variant={hero.isActive ? 'success' : 'neutral'}>
            {hero.isActive ? 'Active' : 'Inactive'}
          </Badge>
        }
      />
      <CardBody className="stack">
        {hero.backgroundImageSmallUrl ? (
          <img
            src={hero.backgroundImageSmallUrl}
            alt={`${label} hero background`}
            style={{ maxWidth: 360, borderRadius: 8 }}
          />
        ) : (
          <p className="text-muted">No background image: the default picture shows.</p>
        )}
        <div className="cluster">
          <Field
            ref={file}
            label="Background image"
            type="file"
            accept="image/*"
            disabled={uploading}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          {hero.backgroundImageUrl ? (
            <Button
              variant="ghost"
              loading={removeImage.isPending}
              onClick={() =>
                removeImage.mutate(
                  { params: { category: hero.category } },
                  {
                    onSuccess: () =>
                      toast({ title: 'Hero section updated successfully', variant: 'success' }),
                    onError: () =>
                      toast({
                        title: 'Error',
                        description: 'Failed to remove image',
                        variant: 'danger',
                      }),
                  },
                )
              }
            >
              Remove image
            </Button>
          ) : null}
        </div>
        <Form
          form={form}
          failure="Failed to update hero section"
          onSubmit={async (body) => {
            await save.mutateAsync({ params: { category: hero.category }, body });
            toast({ title: 'Hero section updated successfully', variant: 'success' });
          }}
        >
          <FormField name="title" label="Title" optional placeholder={hero.defaultTitle} />
          <FormField name="subtitle" label="Subtitle" optional />
          <label className="cluster">
            <input type="checkbox" {...form.register('isActive')} /> Active (shown on the page)
          </label>
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save {label}
            </Button>
          </div>
        </Form>
      </CardBody>
    </Card>
  );
}
