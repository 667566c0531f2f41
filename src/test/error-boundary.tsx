import { Component, type ReactNode } from 'react'

/** Shows the message of what its children threw (a failed lazy chunk), as a screen's boundary does. */
export class ErrorMessageBoundary extends Component<
  { children: ReactNode },
  { error: string | null }
> {
  state = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children
  }
}
