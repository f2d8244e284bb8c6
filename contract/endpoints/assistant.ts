/** The assistant (chatbot): questions answered from the curriculum's own content. */
export const assistantEndpoints = {};
