import { Heart, Mail, MapPin, Phone, Sparkles, TrendingUp, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { cn } from '../../lib/utils';

/**
 * /glassmorphism: the design showcase. Everything here is a sample, labelled as such; it shows the
 * glass style (translucent, blurred surfaces over a gradient) whatever theme is chosen.
 */
const glass =
  'rounded-2xl border border-white/20 bg-white/10 text-white shadow-xl backdrop-blur-xl supports-[backdrop-filter]:bg-white/10';

const SAMPLE_STATS = [
  { label: 'Sample supporters', value: '1,248', icon: UserCheck },
  { label: 'Sample volunteers', value: '312', icon: Users },
  { label: 'Sample growth', value: '+18%', icon: TrendingUp },
];

const SAMPLE_CONTACTS = [
  {
    name: 'Sample Contact One',
    party: 'DEM',
    city: 'Sample City',
    age: 42,
    supporter: 'Confirmed Supporter',
  },
  { name: 'Sample Contact Two', party: 'NPA', city: 'Sample City', age: 67, supporter: 'Likely Supporter' },
];

export default function GlassmorphismPage() {
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <div className="-m-4 min-h-[calc(100vh-3.5rem)] bg-gradient-to-br from-indigo-700 via-blue-800 to-purple-900 p-4 md:-m-8 md:p-8">
      <div className="mx-auto grid max-w-5xl gap-6 text-white">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Sparkles aria-hidden="true" /> Glassmorphism
          </h1>
          <p className="mt-1 text-white/75">
            A design showcase: sample stats, buttons, badges, a modal and contact cards in the glass style.
            Nothing on this page is campaign data.
          </p>
        </div>

        <section aria-label="Sample stats" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {SAMPLE_STATS.map(({ label, value, icon: Icon }) => (
            <div key={label} className={cn(glass, 'flex items-center gap-4 p-5')}>
              <Icon className="h-9 w-9 text-sky-200" aria-hidden="true" />
              <div>
                <p className="text-2xl font-bold">{value}</p>
                <p className="text-sm text-white/70">{label}</p>
              </div>
            </div>
          ))}
        </section>

        <section aria-label="Sample buttons and badges" className={cn(glass, 'grid gap-4 p-5')}>
          <h2 className="text-lg font-semibold">Buttons and badges</h2>
          <div className="flex flex-wrap gap-3">
            <Button className="bg-white/90 text-indigo-900 hover:bg-white">Primary</Button>
            <Button
              variant="outline"
              className="border-white/40 text-white hover:bg-white/15 hover:text-white"
            >
              Outline
            </Button>
            <Button variant="ghost" className="text-white hover:bg-white/15 hover:text-white">
              Ghost
            </Button>
            <Button variant="destructive">Destructive</Button>
            <Button className="bg-white/20 text-white hover:bg-white/30" onClick={() => setModalOpen(true)}>
              Open sample modal
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge className="border-white/30 bg-white/15 text-white">Glass</Badge>
            <Badge className="border-blue-300/50 bg-blue-500/30 text-white">DEM</Badge>
            <Badge className="border-red-300/50 bg-red-500/30 text-white">REP</Badge>
            <Badge className="border-green-300/50 bg-green-500/30 text-white">Confirmed Supporter</Badge>
            <Badge className="border-amber-300/50 bg-amber-500/30 text-white">Likely to Volunteer</Badge>
          </div>
        </section>

        <section aria-label="Sample contact cards" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {SAMPLE_CONTACTS.map((c) => (
            <article key={c.name} className={cn(glass, 'grid gap-3 p-5')}>
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{c.name}</h3>
                <Heart className="h-5 w-5 fill-pink-400 text-pink-400" aria-label="In network (sample)" />
              </div>
              <div className="flex flex-wrap gap-1.5">
                <Badge className="border-white/30 bg-white/15 text-white">{c.party}</Badge>
                <Badge className="border-green-300/50 bg-green-500/30 text-white">{c.supporter}</Badge>
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/75">
                <span>Age {c.age}</span>
                <span className="flex items-center gap-1">
                  <MapPin className="h-3 w-3" aria-hidden="true" /> {c.city}
                </span>
                <span className="flex items-center gap-1">
                  <Phone className="h-3 w-3" aria-hidden="true" /> (555) 010-0000
                </span>
                <span className="flex items-center gap-1">
                  <Mail className="h-3 w-3" aria-hidden="true" /> sample@example.org
                </span>
              </p>
            </article>
          ))}
        </section>
      </div>

      <Dialog open={modalOpen} onOpenChange={setModalOpen}>
        <DialogContent
          title="Sample modal"
          description="Dialogs take the glass style too."
          className="border-white/20 bg-indigo-950/60 text-white backdrop-blur-xl"
        >
          <p className="text-sm text-white/80">
            This modal is part of the design showcase. Close it with the button, the X or the Escape key.
          </p>
          <div className="mt-4 flex justify-end">
            <Button
              className="bg-white/90 text-indigo-900 hover:bg-white"
              onClick={() => setModalOpen(false)}
            >
              Close
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
