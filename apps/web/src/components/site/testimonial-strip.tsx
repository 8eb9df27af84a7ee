import type { Testimonial } from '../../content/types.ts';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card testimonial">
      <p className="rating" role="img" aria-label={`Nilai ${testimonial.rating} dari 5`}>
        {'★'.repeat(testimonial.rating)}
      </p>
      <blockquote>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption>
        <img src={testimonial.image} alt="" width="48" height="48" loading="lazy" />
        <span>
          <span className="testimonial-name">{testimonial.name}</span>
          <span className="testimonial-role">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The scrolling testimonials on the home page. The list is drawn twice so the strip can loop
 * without a jump; the copy is hidden from assistive technology. CSS pauses it on hover and keeps
 * it still for prefers-reduced-motion. It runs off both screen edges by design (`data-full-bleed`
 * tells the geometry test so).
 */
export function TestimonialStrip({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <div className="testimonial-strip" data-full-bleed>
      <ul className="testimonial-track">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
        {testimonials.map((testimonial) => (
          <li key={`copy-${testimonial.name}`} aria-hidden="true">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </div>
  );
}
