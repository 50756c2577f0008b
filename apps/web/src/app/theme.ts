import { createTheme } from '@mui/material/styles';

const steel = {
  900: '#14263a',
  800: '#1f3a56',
  700: '#2c4d6f',
  500: '#4b7299',
  300: '#9fb7cf',
  100: '#e3eaf1',
};

export const theme = createTheme({
  // MUI's focus ring on every button, link, card and switch: without it a contained button shows
  // no focus at all (disableElevation drops its focus shadow) and the others only a faint ripple.
  focusVisible: true,
  palette: {
    primary: { main: steel[800], dark: steel[900], light: steel[500], contrastText: '#ffffff' },
    secondary: { main: '#5f7384', contrastText: '#ffffff' },
    success: { main: '#2e7d4f' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#1b2631', secondary: '#55636f' },
    divider: '#d5dde5',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A word too long for its line (a 120-character file name) breaks to fit, on every page,
        // rather than widening the page or being cut off. Tables keep words whole: they scroll in
        // their container instead.
        body: { overflowWrap: 'anywhere' },
        'th, td': { overflowWrap: 'normal' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiAppBar: {
      defaultProps: { color: 'primary' },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true, margin: 'normal' },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
  },
});
