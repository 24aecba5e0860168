import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';

export type SignaturePadProps = {
  /** the drawn signature as a PNG data URL, or null once it is cleared */
  onChange: (png: string | null) => void;
  disabled?: boolean;
};

/**
 * A field to sign in with the mouse, a pen or a finger (pointer events, so touch does not scroll the page while
 * drawing). Who cannot draw signs on paper and uploads the scan: the page offers both.
 */
export function SignaturePad({ onChange, disabled = false }: SignaturePadProps) {
  const { t } = useTranslation('onboarding');
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);
  // read when a stroke ends, in the same event as its last move: a ref, not the state of the last render
  const inked = useRef(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // the canvas keeps its own resolution whatever width the page gives it
    return {
      x: ((event.clientX - box.left) / box.width) * event.currentTarget.width,
      y: ((event.clientY - box.top) / box.height) * event.currentTarget.height,
    };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = pointOf(event);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!last.current || !context) return;
    const point = pointOf(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#0b2a4a';
    context.beginPath();
    context.moveTo(last.current.x, last.current.y);
    context.lineTo(point.x, point.y);
    context.stroke();
    last.current = point;
    inked.current = true;
    setDrawn(true);
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    if (inked.current && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    inked.current = false;
    setDrawn(false);
    onChange(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="canvas"
        ref={canvas}
        width={600}
        height={180}
        role="img"
        aria-label={drawn ? t('vbSearch.signature.drawn') : t('vbSearch.signature.empty')}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        sx={{
          width: '100%',
          maxWidth: 600,
          aspectRatio: '600 / 180',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          touchAction: 'none',
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
      <Box>
        <Button size="small" onClick={clear} disabled={disabled || !drawn}>
          {t('vbSearch.signature.clear')}
        </Button>
      </Box>
    </Box>
  );
}
