import * as React from "react"
import type { TestimonialsFile } from "../../../contract/content-schema"
import { Section } from "../../components/section"
import { TestimonialList } from "../../components/testimonial-list"

/**
 * What clients say (content/testimonials.yaml): no page of its own, the band the home and services
 * pages show, and all the studio's preview of the testimonials shows.
 */
export const TestimonialsBody: React.FC<{ testimonials: TestimonialsFile }> = ({ testimonials }) => (
  <Section id="testimonials" title={testimonials.heading}>
    <TestimonialList testimonials={testimonials.items} />
  </Section>
)
