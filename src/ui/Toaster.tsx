import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** The page's toast region (sonner); call `toast.success(title, { description })` from `sonner` to show one. */
export function Toaster(props: ToasterProps) {
  return <Sonner position="top-center" richColors closeButton toastOptions={{ className: 'font-sans' }} {...props} />;
}
