import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { api, unwrap } from '../../islands/api-client.ts';
import { formatInstant } from '../../lib/format.ts';
import { postInputSchema, slugify, type PostInput } from '../../lib/schemas/post.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { DialogFor, EntityDialog } from '../../ui/EntityDialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { JSON_TYPE } from '../json-options.ts';
import { useAdminAction, useAdminSave } from '../mutations.ts';
import { LoadError, ScreenHeader } from '../ScreenHeader.tsx';

type Post = InferResponseType<typeof api.admin.posts.$get>['posts'][number];

const FIELDS = ['title', 'slug', 'content'] as const;

/** The create/edit dialog: the slug follows the title while creating until the admin edits it (spec rule). */
function PostDialog({ post, onClose }: { post: Post | null; onClose: () => void }) {
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const form = useForm<z.input<typeof postInputSchema>, unknown, PostInput>({
    resolver: zodResolver(postInputSchema),
    defaultValues: { title: post?.title ?? '', slug: post?.slug ?? '', content: post?.content ?? '' },
  });
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const save = useAdminSave({
    form,
    fields: FIELDS,
    send: (json: PostInput) =>
      post
        ? unwrap(api.admin.posts[':id'].$put({ param: { id: String(post.id) }, json }))
        : unwrap(api.admin.posts.$post({ json })),
    success: post ? 'Post actualizado exitosamente' : 'Post creado exitosamente',
    failure: post ? 'Error al actualizar post' : 'Error al crear post',
    onClose,
  });
  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value));
    },
  });
  return (
    <EntityDialog
      {...save}
      title={post ? 'Editar post' : 'Nuevo post'}
      description="El contenido es HTML; el servidor elimina scripts y atributos peligrosos."
      submit={post ? 'Guardar cambios' : 'Crear post'}
      onClose={onClose}
    >
      <Field label="Título" required error={errors.title?.message}>
        <Input {...title} />
      </Field>
      <Field label="Slug" required error={errors.slug?.message} hint={`/${slug || 'slug'}`}>
        <Input {...form.register('slug', { onChange: () => setSlugEdited(true) })} />
      </Field>
      <Field label="Contenido (HTML)" required error={errors.content?.message}>
        <Textarea rows={12} className="font-mono text-xs" {...form.register('content')} />
      </Field>
    </EntityDialog>
  );
}

/** /admin/posts and /admin/individual-posts: search, total, create/edit in a dialog, open, delete with confirmation. */
export function PostsScreen({ title }: { title: string }) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ post: Post | null } | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'posts', search],
    queryFn: () => unwrap(api.admin.posts.$get({ query: { search } })),
    placeholderData: keepPreviousData,
  });
  const remove = useAdminAction({
    send: (post: Post) => unwrap(api.admin.posts[':id'].$delete({ param: { id: String(post.id) } }, JSON_TYPE)),
    success: 'Post eliminado exitosamente',
    failure: 'Error al eliminar post',
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={title}>
        <Button onClick={() => setEditing({ post: null })}>Nuevo post</Button>
      </ScreenHeader>
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Buscar posts" className="w-full max-w-sm">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <p data-testid="posts-total" className="text-sm text-slate-700">
          {query.data?.total ?? 0} posts
        </p>
      </div>
      <LoadError message="No se pudieron cargar los posts" query={query} />
      <ul aria-label="Posts" className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm">
        {query.data?.posts.map((post) => (
          <li key={post.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-brand-900">{post.title}</p>
              <p className="text-xs text-slate-600">
                /{post.slug} · {formatInstant(post.createdAt, 'date')}
                {post.published ? '' : ' · no publicado'}
              </p>
            </div>
            <Button asChild variant="ghost" size="sm">
              <a href={`/${post.slug}`} target="_blank" rel="noopener noreferrer">
                Ver
              </a>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing({ post })}>
              Editar
            </Button>
            <ConfirmDelete name={post.title} onConfirm={() => remove.mutateAsync(post)} />
          </li>
        ))}
      </ul>
      <DialogFor item={editing} onClose={() => setEditing(null)}>
        {({ post }) => <PostDialog key={post?.id ?? 'new'} post={post} onClose={() => setEditing(null)} />}
      </DialogFor>
    </div>
  );
}
