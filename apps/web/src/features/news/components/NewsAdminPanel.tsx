import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminNewsArticle,
  adminSiteContentRoutes,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  saveNewsArticleSchema,
  siteContentRoutes,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { routeKey, routeQuery, useRouteMutation } from '../../../lib/query';
import { uploadFiles } from '../../../lib/upload';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  Pagination,
  PlusIcon,
  Skeleton,
  useToast,
} from '../../../ui';
import { formatNewsDate } from '../format';
import '../news.css';

const PAGE_SIZE = 20;
const CHANGED = [
  adminSiteContentRoutes.newsList,
  siteContentRoutes.news,
  siteContentRoutes.newsArticle,
];
const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({
  value,
  label: NEWS_CATEGORY_LABELS[value],
}));
const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft (only admins see it)' },
  { value: 'published', label: 'Published' },
];

/** Admin › Content › News: write, edit, publish, add a cover to and delete news articles. */
export function NewsAdminPanel() {
  const [page, setPage] = useState(1);
  const list = useQuery(
    routeQuery(adminSiteContentRoutes.newsList, { query: { page, pageSize: PAGE_SIZE } }),
  );
  const [editing, setEditing] = useState<AdminNewsArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsArticle | null>(null);
  const { toast } = useToast();
  const remove = useRouteMutation(adminSiteContentRoutes.deleteNews, { invalidates: CHANGED });

  return (
    <Card as="section" padded aria-labelledby="news-admin-title">
      <CardHeader
        title="News"
        titleId="news-admin-title"
        description="Articles are written in Markdown; HTML in them is shown as text. A future publish date schedules an article."
        actions={
          <Button onClick={() => setEditing('new')} icon={<PlusIcon />}>
            New Article
          </Button>
        }
      />
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <Alert variant="danger" title="Failed to load news">
          {errorMessage(list.error)}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No articles yet">Write the first one with New Article.</EmptyState>
      ) : (
        <>
          <ul className="stack-list" aria-label="News articles">
            {list.data.items.map((article) => (
              <ArticleRow
                key={article.id}
                article={article}
                onEdit={() => setEditing(article)}
                onDelete={() => setDeleting(article)}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onChange={setPage}
            label="Article pages"
          />
        </>
      )}
      {editing ? (
        <ArticleDialog
          article={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete article?"
          confirmLabel="Delete Article"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              { params: { id: deleting.id } },
              {
                onSuccess: () => {
                  toast({ title: 'Article deleted successfully', variant: 'success' });
                  setDeleting(null);
                },
                onError: (error) =>
                  toast({ title: 'Error', description: errorMessage(error), variant: 'danger' }),
              },
            )
          }
        >
          “{deleting.title}” and its cover image are removed for good.
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function ArticleRow({
  article,
  onEdit,
  onDelete,
}: {
  article: AdminNewsArticle;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { toast } = useToast();
  const client = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (image: File) =>
      uploadFiles(adminSiteContentRoutes.uploadNewsCover, [image], { params: { id: article.id } }),
    onSuccess: async () => {
      await Promise.all(
        CHANGED.map((route) => client.invalidateQueries({ queryKey: routeKey(route) })),
      );
      toast({ title: 'Cover uploaded successfully', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: `Failed to upload image: ${errorMessage(error)}`,
        variant: 'danger',
      }),
  });
  const scheduled =
    article.status === 'published' &&
    article.publishedAt &&
    Date.parse(article.publishedAt) > Date.now();
  return (
    <li className="news-admin__row">
      {article.coverImageSmallUrl ? (
        <img className="news-admin__thumb" src={article.coverImageSmallUrl} alt="" />
      ) : (
        <span className="news-admin__thumb" aria-hidden="true" />
      )}
      <div className="stack stack--sm">
        <strong>{article.title}</strong>
        <span className="cluster text-sm">
          <Badge variant={article.status === 'published' ? 'success' : 'neutral'}>
            {scheduled ? 'Scheduled' : article.status === 'published' ? 'Published' : 'Draft'}
          </Badge>
          <span>{NEWS_CATEGORY_LABELS[article.category]}</span>
          <span className="text-muted">
            {article.author} · {formatNewsDate(article.publishedAt)}
          </span>
        </span>
      </div>
      <div className="cluster">
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          aria-label={`Cover image for ${article.title}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) upload.mutate(chosen);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={upload.isPending}
          onClick={() => file.current?.click()}
        >
          {article.coverImageUrl ? 'Replace Cover' : 'Add Cover'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

function ArticleDialog({
  article,
  onClose,
}: {
  article: AdminNewsArticle | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const form = useSchemaForm(saveNewsArticleSchema, {
    title: article?.title ?? '',
    excerpt: article?.excerpt ?? '',
    body: article?.body ?? '',
    author: article?.author ?? '',
    category: article?.category ?? 'industry',
    status: article?.status ?? 'draft',
    publishedAt: article?.publishedAt?.slice(0, 10) ?? '',
  });
  const create = useRouteMutation(adminSiteContentRoutes.createNews, { invalidates: CHANGED });
  const update = useRouteMutation(adminSiteContentRoutes.updateNews, { invalidates: CHANGED });
  return (
    <FormDialog
      form={form}
      title={article ? 'Edit Article' : 'New Article'}
      submitLabel={article ? 'Save Changes' : 'Create Article'}
      onClose={onClose}
      failure={() => ({
        title: 'Error',
        description: article ? 'Failed to update article' : 'Failed to create article',
      })}
      onSubmit={async (body) => {
        if (article) await update.mutateAsync({ params: { id: article.id }, body });
        else await create.mutateAsync({ body });
        toast({
          title: `Article ${article ? 'updated' : 'created'} successfully`,
          variant: 'success',
        });
        onClose();
      }}
    >
      <FormField name="title" label="Title" maxLength={200} />
      <FormField
        as="textarea"
        name="excerpt"
        label="Excerpt"
        rows={2}
        maxLength={400}
        hint="Shown on the news cards and in search results."
      />
      <FormField
        as="textarea"
        name="body"
        label="Body"
        rows={12}
        hint="Markdown: ## heading, **bold**, - list, [link](https://…). HTML is shown as text."
      />
      <div className="form-grid form-grid--2">
        <FormField name="author" label="Author" maxLength={100} />
        <FormField as="select" name="category" label="Category" options={CATEGORY_OPTIONS} />
        <FormField as="select" name="status" label="Status" options={STATUS_OPTIONS} />
        <FormField
          name="publishedAt"
          label="Publish date"
          type="date"
          optional
          hint="Blank: published now."
        />
      </div>
    </FormDialog>
  );
}
