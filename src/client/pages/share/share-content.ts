/** The Share page's words and links, written around the campaign profile. Pure, so tests read them. */

export interface ShareProfile {
  candidateName: string;
  campaignCity: string;
  campaignWebsite: string;
}

export interface PrewrittenText {
  title: string;
  body: string;
}

export function prewrittenTexts({
  candidateName,
  campaignCity,
  campaignWebsite,
}: ShareProfile): PrewrittenText[] {
  return [
    {
      title: 'Quick note to a friend',
      body: `Hey! I'm supporting ${candidateName} for Mayor of ${campaignCity}. Only about 22% of us voted in the last city election, so every vote really counts. Can I count on you? ${campaignWebsite}`,
    },
    {
      title: 'Why I care',
      body: `${candidateName} has already helped more than 40,000 Floridians, and I believe they'll put ${campaignCity} families first as mayor. Take a look and tell me what you think: ${campaignWebsite}`,
    },
    {
      title: 'Reminder to vote',
      body: `Friendly reminder: the ${campaignCity} mayoral election is coming up. I'm voting for ${candidateName}, and I'd love for you to join me. Make a plan to vote and bring a friend! ${campaignWebsite}`,
    },
  ];
}

export interface PrewrittenEmail {
  title: string;
  subject: string;
  body: string;
}

export const FRIEND_PLACEHOLDER = "[Friend's Name]";

/** The three emails with the friend's name (or its placeholder), the sender's name and the website filled in. */
export function prewrittenEmails(
  { candidateName, campaignCity, campaignWebsite }: ShareProfile,
  { friendName, senderName }: { friendName: string; senderName: string },
): PrewrittenEmail[] {
  const friend = friendName.trim() || FRIEND_PLACEHOLDER;
  return [
    {
      title: 'Personal introduction',
      subject: `Why I'm supporting ${candidateName} for Mayor`,
      body: `Hi ${friend},\n\nI wanted to tell you about ${candidateName}, who is running for Mayor of ${campaignCity}. I've gotten involved with the campaign because I believe ${candidateName} will listen to neighborhoods like ours and get things done.\n\nYou can learn more here: ${campaignWebsite}\n\nI'd love to hear what you think.\n\nBest,\n${senderName}`,
    },
    {
      title: 'Every vote counts',
      subject: `Only 22% of ${campaignCity} voted last time`,
      body: `Hi ${friend},\n\nDid you know only about 22% of registered voters turned out in the last ${campaignCity} city election? That means a few of us can make a real difference.\n\nI'm voting for ${candidateName}, who has already helped more than 40,000 Floridians. Will you join me, and remind three friends to vote too?\n\n${campaignWebsite}\n\nThanks,\n${senderName}`,
    },
    {
      title: 'Join the team',
      subject: `Want to help ${candidateName}'s campaign?`,
      body: `Hi ${friend},\n\nI've been volunteering for ${candidateName}'s campaign for Mayor of ${campaignCity}, talking with neighbors about what matters to them. It's been rewarding, and we could use more help, even an hour makes a difference.\n\nHere's where to sign up: ${campaignWebsite}\n\nHope you'll join me,\n${senderName}`,
    },
  ];
}

/** The preset supportive message the social buttons share with the website link. */
export const socialMessage = ({ candidateName, campaignCity }: ShareProfile) =>
  `I'm supporting ${candidateName} for Mayor of ${campaignCity}! Join me:`;

export type SocialNetwork = 'facebook' | 'x' | 'whatsapp' | 'messenger';

const q = encodeURIComponent;

/**
 * Share links. Messenger has no web link that pre-fills a message without a Facebook app id, so phones use
 * the Messenger app's share link and desktops open messenger.com with the message copied (decision 0075,
 * docs/decisions/0075-share-messages-and-links.md).
 */
export function shareUrl(network: SocialNetwork, profile: ShareProfile, { isMobile = false } = {}): string {
  const message = socialMessage(profile);
  const link = profile.campaignWebsite;
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(link)}&quote=${q(message)}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${q(message)}&url=${q(link)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${message} ${link}`)}`;
    case 'messenger':
      return isMobile ? `fb-messenger://share/?link=${q(link)}` : 'https://www.messenger.com/';
  }
}

/** Gmail's compose window, and the mailto fallback, for one prewritten email. */
export const gmailComposeUrl = (email: { subject: string; body: string }) =>
  `https://mail.google.com/mail/?view=cm&fs=1&su=${q(email.subject)}&body=${q(email.body)}`;
export const mailtoUrl = (email: { subject: string; body: string }) =>
  `mailto:?subject=${q(email.subject)}&body=${q(email.body)}`;

export const emailAsText = (email: { subject: string; body: string }) =>
  `Subject: ${email.subject}\n\n${email.body}`;
