const description: string = 'Calcule a gorjeta e divida a conta entre as pessoas da mesa.'

export default description
