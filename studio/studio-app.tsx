import * as React from "react"
import styled from "styled-components"
import { spreadRow } from "../src/theme/mixins"
import { Button } from "../src/components/button"
import type { StudioAppProps } from "../src/features/studio/shared-with-app"
import { EnquiryInbox } from "./inbox/enquiry-inbox"
import { StoryEditor } from "./stories/story-editor"
import { STORY_LIST } from "./stories/story-list-kind"
import { StudioSignIn } from "./session/studio-sign-in"
import { useStudioSession } from "./session/use-studio-session"
import { useStudioStories } from "./stories/use-studio-stories"
import { PostEditor } from "./posts/post-editor"
import { POST_LIST } from "./posts/post-list-kind"
import { useStudioPosts } from "./posts/use-studio-posts"
import { StudioDraftList } from "./editing/studio-draft-list"
import { WarningBlock } from "./common/warning-block"
import { AccountSecurity } from "./account/account-security"
import { SecondFactorSignIn } from "./session/second-factor-sign-in"
import { CallsEntry } from "./calls/calls-entry"
import { NewsletterEntry } from "./newsletter/newsletter-entry"
import { usePagesDesk } from "./pages/pages-desk"

const StyledBar = styled.div`
  ${spreadRow}
  margin: 1.5rem 0;

  h1 {
    margin: 0;
    font-size: 1.75rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const StyledBarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

const StyledStatus = styled.p`
  margin: 3rem 0;
`

/** The coach's stories, posts, pages, settings and enquiries; a story, post or page opened fills the screen. */
const CoachDesk: React.FC<StudioAppProps> = ({ setup, topics, siteFiles, filePages }) => {
  const stories = useStudioStories(setup)
  const posts = useStudioPosts(setup)
  const pages = usePagesDesk(setup, filePages)
  if (stories.open) return <StoryEditor key={stories.open.storyId} setup={setup} source={stories.open} onClose={stories.close} />
  if (posts.open) return <PostEditor key={posts.open.id} setup={setup} source={posts.open} onClose={posts.close} />
  if (pages.editor) return pages.editor
  return (
    <>
      <StudioDraftList kind={STORY_LIST} items={stories.stories} problem={stories.problem} onOpen={stories.openStory} onCreate={stories.create} siteFiles={siteFiles?.stories} />
      <StudioDraftList kind={POST_LIST} items={posts.posts} problem={posts.problem} onOpen={posts.openPost} onCreate={posts.create} siteFiles={siteFiles?.posts} />
      {pages.lists}
      <EnquiryInbox setup={setup} topics={topics} />
    </>
  )
}

/** Signing out forgets this device's drafts, so changes the server lacks would go with them. */
const UnsavedAtSignOut: React.FC<{ onSignOut: () => void; onStay: () => void }> = ({ onSignOut, onStay }) => (
  <WarningBlock role="alert">
    <h3>Some changes have not been saved</h3>
    <p>They have not reached the server yet. Signing out removes them from this device, so they would be lost.</p>
    <div>
      <Button type="button" $tone="primary" onClick={onStay}>
        Stay signed in
      </Button>
      <Button type="button" $tone="outline" onClick={onSignOut}>
        Sign out and lose them
      </Button>
    </div>
  </WarningBlock>
)

/** The studio: the sign-in gate, then the coach's tools. */
export const StudioApp: React.FC<StudioAppProps> = ({ setup, topics, siteFiles, filePages }) => {
  const { session, busy, message, signIn, resetPassword, signOut, unsavedAtSignOut, staySignedIn, challenge, cancelSecondStep } = useStudioSession(setup)
  const [security, setSecurity] = React.useState(false)
  const [calls, setCalls] = React.useState(false)
  const [newsletter, setNewsletter] = React.useState(false)

  if (session.state === "checking") return <StyledStatus role="status">Checking who is signed in…</StyledStatus>
  if (session.state === "signed-out") {
    if (challenge) return <SecondFactorSignIn setup={setup} challenge={challenge} onCancel={cancelSecondStep} />
    return <StudioSignIn busy={busy} message={message} notice={session.notice} onSignIn={signIn} onResetPassword={resetPassword} />
  }
  return (
    <>
      <StyledBar>
        <div>
          <h1>Studio</h1>
          <p>Signed in as {session.email}</p>
        </div>
        <StyledBarActions>
          {!calls && (
            <Button type="button" $tone="outline" onClick={() => setCalls(true)}>
              Calls and availability
            </Button>
          )}
          {!newsletter && (
            <Button type="button" $tone="outline" onClick={() => setNewsletter(true)}>
              Newsletter
            </Button>
          )}
          {!security && (
            <Button type="button" $tone="outline" onClick={() => setSecurity(true)}>
              Account security
            </Button>
          )}
          <Button type="button" $tone="outline" onClick={() => void signOut()}>
            Sign out
          </Button>
        </StyledBarActions>
      </StyledBar>
      {unsavedAtSignOut && <UnsavedAtSignOut onSignOut={() => void signOut({ discardUnsaved: true })} onStay={staySignedIn} />}
      {security ? (
        <AccountSecurity setup={setup} onClose={() => setSecurity(false)} />
      ) : newsletter ? (
        <NewsletterEntry setup={setup} onClose={() => setNewsletter(false)} />
      ) : calls ? (
        <CallsEntry setup={setup} topics={topics} onClose={() => setCalls(false)} />
      ) : (
        <CoachDesk setup={setup} topics={topics} siteFiles={siteFiles} filePages={filePages} />
      )}
    </>
  )
}
