/** The badge styles every area renders (shadcn-style names, mapped to MUI by the UI kit). */
type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export interface BadgeRule {
  label: string;
  variant: BadgeVariant;
}
