import { useId } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { AdminShape } from '../../shared/api/get-admin-shapes';
import { useSetShapeVisibility, visibilityErrorMessage, VISIBILITY_MSG } from '../api/set-shape-visibility';
import { ShapeThumbnail } from './ShapeThumbnail';

/** A shape with a button that shows its state and flips it: 'Visible' hides it, 'Hidden' shows it. */
export function ShapeVisibilityCard({ shape }: { shape: AdminShape }) {
  const nameId = useId();
  const hidden = shape.IsHide === 1;
  const action = hidden ? 'show' : 'hide';
  const toggle = useSetShapeVisibility(shape.id);
  const { enqueueSnackbar } = useSnackbar();

  const onClick = () =>
    toggle.mutate(action, {
      onSuccess: (reply) => enqueueSnackbar(reply.message || VISIBILITY_MSG[action].done, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(visibilityErrorMessage(error, action), { variant: 'error' }),
    });

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ShapeThumbnail imageName={shape.imageName} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={nameId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {shape.shape_Name}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant={hidden ? 'outlined' : 'contained'}
          color={hidden ? 'inherit' : 'success'}
          startIcon={hidden ? <VisibilityOff /> : <Visibility />}
          disabled={toggle.isPending}
          onClick={onClick}
          aria-describedby={nameId}
        >
          {toggle.isPending ? 'Loading...' : hidden ? 'Hidden' : 'Visible'}
        </Button>
      </CardActions>
    </Card>
  );
}
