import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatInstant } from '../../lib/format.ts';
import { postInputSchema, slugify, type PostInput } from '../../lib/schemas/post.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Input } from '../../ui/Input.tsx';
import { Textarea } from '../../ui/Textarea.tsx';
import { notify } from '../../ui/Toaster.tsx';
import { useAdminSave } from '../use-admin-save.ts';
import { FormActions } from '../FormActions.tsx';
import { adminApi, errorDetail } from '../api.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';

/** A post as GET /api/admin/posts lists it. */
interface Post {
  id: number;
  title: string;
  slug: string;
  content: string;
  published: boolean;
  createdAt: string;
}

const POSTS_KEY = ['admin', 'posts'] as const;
const FIELDS = ['title', 'slug', 'content'] as const;
type PostForm = z.input<typeof postInputSchema>;

/** The create/edit dialog: the slug follows the title while creating until the admin edits it (spec rule). */
function PostDialog({ post, onClose }: { post: Post | null; onClose: () => void }) {
  const creating = !post;
  const [slugEdited, setSlugEdited] = useState(!creating);
  const form = useForm<PostForm, unknown, PostInput>({
    resolver: zodResolver(postInputSchema),
    defaultValues: { title: post?.title ?? '', slug: post?.slug ?? '', content: post?.content ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const save = useAdminSave({
    send: (input: PostInput) =>
      creating
        ? adminApi('/posts', { method: 'POST', body: input })
        : adminApi(`/posts/${post.id}`, { method: 'PUT', body: input }),
    success: creating ? 'Post creado exitosamente' : 'Post actualizado exitosamente',
    failure: creating ? 'Error al crear post' : 'Error al actualizar post',
    setError: form.setError,
    fields: FIELDS,
    onClose,
  });
  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value));
    },
  });
  return (
    <DialogContent className="max-w-2xl">
      <DialogTitle>{creating ? 'Nuevo post' : 'Editar post'}</DialogTitle>
      <DialogDescription>El contenido es HTML; el servidor elimina scripts y atributos peligrosos.</DialogDescription>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => save.mutateAsync(input).catch(() => undefined))(event)}
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
        <FormActions submit={creating ? 'Crear post' : 'Guardar cambios'} busy={isSubmitting} onCancel={onClose} />
      </form>
    </DialogContent>
  );
}

/** /admin/posts and /admin/individual-posts: search, total, create/edit in a dialog, open, delete with confirmation. */
export function PostsScreen({ title }: { title: string }) {
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Post | 'new' | null>(null);
  const query = useQuery({
    queryKey: [...POSTS_KEY, search],
    queryFn: () => adminApi<{ posts: Post[]; total: number }>(`/posts?${new URLSearchParams({ search })}`),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (post: Post) => adminApi(`/posts/${post.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify.success('Post eliminado exitosamente');
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify.error('Error al eliminar post', errorDetail(error)),
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <Button onClick={() => setEditing('new')}>Nuevo post</Button>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Buscar posts" className="w-full max-w-sm">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <p data-testid="posts-total" className="text-sm text-slate-700">
          {query.data?.total ?? 0} posts
        </p>
      </div>
      {query.isError && <p role="alert">No se pudieron cargar los posts: {errorDetail(query.error)}</p>}
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
            <Button variant="ghost" size="sm" onClick={() => setEditing(post)}>
              Editar
            </Button>
            <ConfirmDelete name={post.title} onConfirm={() => remove.mutateAsync(post).catch(() => undefined)} />
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <PostDialog
            key={editing === 'new' ? 'new' : editing.id}
            post={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
