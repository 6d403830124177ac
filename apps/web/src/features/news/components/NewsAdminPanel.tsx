import { useState } from 'react';
import {
  type AdminNewsArticle,
  adminSiteContentRoutes,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  saveNewsArticleSchema,
  siteContentRoutes,
} from '@market/contracts';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { Badge, Button, PlusIcon } from '../../../ui';
import {
  AdminUploadButton,
  type Column,
  DataTable,
  type RowAction,
  useAdminAction,
  useAdminSave,
  useAdminTable,
} from '../../admin-table';
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

const isScheduled = (article: AdminNewsArticle) =>
  article.status === 'published' &&
  !!article.publishedAt &&
  Date.parse(article.publishedAt) > Date.now();

const columns: Column<AdminNewsArticle>[] = [
  {
    key: 'cover',
    header: 'Cover',
    cell: (article) =>
      article.coverImageSmallUrl ? (
        <img className="news-admin__thumb" src={article.coverImageSmallUrl} alt="" />
      ) : (
        <span className="news-admin__thumb" aria-hidden="true" />
      ),
  },
  { key: 'title', header: 'Title', cell: (article) => <strong>{article.title}</strong> },
  {
    key: 'status',
    header: 'Status',
    cell: (article) => (
      <Badge variant={article.status === 'published' ? 'success' : 'neutral'}>
        {isScheduled(article)
          ? 'Scheduled'
          : article.status === 'published'
            ? 'Published'
            : 'Draft'}
      </Badge>
    ),
  },
  {
    key: 'category',
    header: 'Category',
    cell: (article) => NEWS_CATEGORY_LABELS[article.category],
  },
  {
    key: 'byline',
    header: 'Author and date',
    cell: (article) => (
      <span className="text-sm text-muted">
        {article.author} · {formatNewsDate(article.publishedAt)}
      </span>
    ),
  },
  {
    key: 'upload',
    header: 'Upload',
    cell: (article) => (
      <AdminUploadButton
        route={adminSiteContentRoutes.uploadNewsCover}
        params={{ id: article.id }}
        label={article.coverImageUrl ? 'Replace Cover' : 'Add Cover'}
        accessibleName={`Cover image for ${article.title}`}
        success="Cover uploaded successfully"
        invalidates={CHANGED}
      />
    ),
  },
];

/** Admin › Content › News: write, edit, publish, add a cover to and delete news articles. */
export function NewsAdminPanel() {
  const table = useAdminTable(adminSiteContentRoutes.newsList, {
    pageSize: PAGE_SIZE,
    searchable: false,
  });
  const [editing, setEditing] = useState<AdminNewsArticle | 'new' | null>(null);
  const remove = useAdminAction(adminSiteContentRoutes.deleteNews, {
    success: 'Article deleted successfully',
    failure: 'Failed to delete article',
    invalidates: CHANGED,
  });
  const actions: RowAction<AdminNewsArticle>[] = [
    { label: 'Edit', variant: 'ghost', run: (article) => setEditing(article) },
    {
      label: 'Delete',
      variant: 'danger',
      run: (article) => remove.run({ params: { id: article.id } }),
      confirm: (article) => ({
        title: 'Delete article?',
        body: `“${article.title}” and its cover image are removed for good.`,
        confirmLabel: 'Delete Article',
        danger: true,
      }),
    },
  ];

  return (
    <section className="stack">
      <DataTable
        caption="News"
        columns={columns}
        {...table.view}
        rowKey={(article) => article.id}
        actions={actions}
        emptyTitle="No articles yet"
        emptyText="Write the first one with New Article."
        toolbar={
          <Button onClick={() => setEditing('new')} icon={<PlusIcon />}>
            New Article
          </Button>
        }
      />
      <p className="text-sm text-muted">
        Articles are written in Markdown; HTML in them is shown as text. A future publish date
        schedules an article.
      </p>
      {editing ? (
        <ArticleDialog
          article={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function ArticleDialog({
  article,
  onClose,
}: {
  article: AdminNewsArticle | null;
  onClose: () => void;
}) {
  const form = useSchemaForm(saveNewsArticleSchema, {
    title: article?.title ?? '',
    excerpt: article?.excerpt ?? '',
    body: article?.body ?? '',
    author: article?.author ?? '',
    category: article?.category ?? 'industry',
    status: article?.status ?? 'draft',
    publishedAt: article?.publishedAt?.slice(0, 10) ?? '',
  });
  const save = useAdminSave({
    thing: 'Article',
    id: article?.id,
    createRoute: adminSiteContentRoutes.createNews,
    updateRoute: adminSiteContentRoutes.updateNews,
    invalidates: CHANGED,
    onSaved: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={article ? 'Edit Article' : 'New Article'}
      submitLabel={article ? 'Save Changes' : 'Create Article'}
      onClose={onClose}
      failure={save.failure}
      onSubmit={save.onSubmit}
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
