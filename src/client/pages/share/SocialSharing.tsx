import { ExternalLink, Globe, Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { toast } from '../../lib/toast';
import { type ShareProfile, type SocialNetwork, shareUrl, socialMessage } from './share-content';

const NETWORKS: { id: SocialNetwork; label: string; className: string }[] = [
  { id: 'facebook', label: 'Facebook', className: 'bg-[#1668d9] text-white hover:bg-[#1668d9]/90' },
  {
    id: 'x',
    label: 'X/Twitter',
    className: 'bg-black text-white hover:bg-black/80 dark:border dark:border-white/30',
  },
  { id: 'whatsapp', label: 'WhatsApp', className: 'bg-[#25d366] text-black hover:bg-[#25d366]/90' },
  { id: 'messenger', label: 'Messenger', className: 'bg-[#0070d9] text-white hover:bg-[#0070d9]/90' },
];

export function openInNewTab(url: string) {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  return tab;
}

export function SocialSharing({ profile }: { profile: ShareProfile }) {
  const isMobile = useIsMobile();
  const share = async (network: SocialNetwork) => {
    if (network === 'messenger' && !isMobile) {
      // messenger.com cannot be pre-filled: the message goes to the clipboard to paste into a chat.
      const text = `${socialMessage(profile)} ${profile.campaignWebsite}`;
      const copied = await navigator.clipboard.writeText(text).then(
        () => true,
        () => false,
      );
      toast(
        copied
          ? { title: 'Message copied', description: 'Paste it into a Messenger chat to share it.' }
          : {
              title: 'Copy Failed',
              description: 'Unable to copy to clipboard. Please try again.',
              variant: 'destructive',
            },
      );
    }
    openInNewTab(shareUrl(network, profile, { isMobile }));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Share2 className="h-5 w-5 text-primary" aria-hidden="true" /> Social Sharing
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {NETWORKS.map((n) => (
            <Button key={n.id} className={n.className} onClick={() => share(n.id)}>
              {n.label}
            </Button>
          ))}
        </div>
        <a
          href={profile.campaignWebsite}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
        >
          <Globe className="h-4 w-4" aria-hidden="true" />
          {profile.campaignWebsite}
          <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      </CardContent>
    </Card>
  );
}
